// Debian's Chromium driven by playwright-core (docs: ARCHITECTURE.md, "What
// this machine allows"): no browser download, fixed flags.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * The Chromium the tests drive: CHROMIUM_PATH when set; else Debian's
 * chromium-headless-shell, the same Chromium build in the headless mode Playwright itself
 * tests with, when installed (.ci/run installs it); else Debian's full chromium. The shell
 * leaves out the desktop browser's own pages and services: a page load here cost about a
 * quarter less CPU, and CPU is what a CI run on two cores waits for (BENCHMARKS.md).
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
/** The full browser, for the few tests that need what the shell leaves out (see launchBrowser). */
export const FULL_CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * For the tests only, not the Lighthouse bench (whose figures must be a real browser's): no
 * optimising JavaScript compilers. A test page lives a few seconds, too short for their
 * compile work to pay back; on 4 Home loads the whole Chromium used 13–15% less CPU
 * (3 rounds each, BENCHMARKS.md). The page's behaviour is the same.
 */
const TEST_ONLY_ARGS = ['--js-flags=--no-opt --no-maglev'];

export interface BrowserChoice {
  /**
   * The full browser: Web Push and notifications (the shell has no push service), an
   * ordinary user agent (the shell says HeadlessChrome, which posthog-js takes for a bot
   * and sends nothing), and a network that goes idle with the service worker running.
   */
  full?: boolean;
}

/**
 * Chromium for a test file. Its contexts (and `newPage`'s) start with service workers
 * blocked unless the test asks for them (`serviceWorkers: 'allow'`): the app registers its
 * worker 3 s after a load, and the install then fetches and stores every built file, about
 * 3 s of CPU per browser context that stays open that long (BENCHMARKS.md). Only the tests
 * of offline use, push and the worker itself need it.
 */
export async function launchBrowser(choice: BrowserChoice = {}): Promise<Browser> {
  if (process.env[SHARED_BROWSER_ENV] !== '1') return launchOwnBrowser(choice);
  const key = choice.full ? 'full' : 'shell';
  let browser = await sharedBrowsers.get(key);
  if (!browser?.isConnected()) {
    const launching = launchOwnBrowser(choice).then((launched) => {
      // close() ends what this file opened, not the browser the next file will use: it
      // closes when the process exits (Playwright kills the browsers it launched).
      launched.close = async () => {
        await Promise.all(launched.contexts().map((context) => context.close()));
      };
      return launched;
    });
    sharedBrowsers.set(key, launching);
    browser = await launching;
  }
  return browser;
}

/**
 * Set by the test runner on a process that runs several test files one after another
 * (tools/test-runner/run-tests.ts): the files then share one Chromium of each kind, as
 * launching one costs about a second of CPU here. Each file still gets fresh contexts, and
 * its `close()` closes every context it left open.
 */
export const SHARED_BROWSER_ENV = 'TEST_SHARED_BROWSER';
const sharedBrowsers = new Map<'full' | 'shell', Promise<Browser>>();

async function launchOwnBrowser({ full = false }: BrowserChoice): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: full ? FULL_CHROMIUM_EXECUTABLE : CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options }).then(countLoads);
  browser.newPage = (options = {}) =>
    newPage({ serviceWorkers: 'block', ...options }).then((page) => {
      countLoads(page.context());
      if (process.env.TEST_COUNT_LOADS === '1') page.on('load', () => loadCount.loads++);
      return page;
    });
  return browser;
}

/**
 * TEST_COUNT_LOADS=1: prints, when the process ends, how many contexts it opened and how
 * many documents their pages loaded. A page load is most of a browser test's CPU
 * (BENCHMARKS.md), so this is the figure to bring down.
 */
const loadCount = { contexts: 0, loads: 0 };
function countLoads(context: BrowserContext): BrowserContext {
  if (process.env.TEST_COUNT_LOADS !== '1') return context;
  if (loadCount.contexts++ === 0) process.on('exit', () => console.error(`browser: ${loadCount.contexts} contexts, ${loadCount.loads} page loads`));
  context.on('page', (page) => page.on('load', () => loadCount.loads++));
  return context;
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
