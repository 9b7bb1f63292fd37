// Lighthouse (mobile preset: its default form factor and simulated throttling) in
// Debian's chromium. Nothing is downloaded: chrome-launcher is pointed at /usr/bin/chromium.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tools/testkit/browser.ts';
import { adopt, onCleanup } from '../../tools/testkit/children.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failedAudits: string[];
}

/** `jsonFile`: where to keep the full report, to see what a score is made of. */
export async function runLighthouse(url: string, jsonFile?: string): Promise<LighthouseScores> {
  // The browser tests' flags: this machine's closed network needs them.
  // chrome-launcher starts Chromium in a process group of its own; children.ts kills that with
  // the bench however it ends, then chrome.kill() removes its profile folder (SIGINT is
  // children.ts's too, so chrome-launcher's own handler is off).
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent', handleSIGINT: false });
  adopt(chrome.process);
  const cancel = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    if (jsonFile) writeFileSync(jsonFile, JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    const failedAudits = Object.values(categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `${a!.id}: ${a!.title}`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
      failedAudits,
    };
  } finally {
    cancel();
    chrome.kill();
  }
}
