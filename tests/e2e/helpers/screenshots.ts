// Screenshots for people to look at: test-results/screenshots/<name>-<size>-<scheme>.png,
// taken when SCREENSHOTS=1 (nothing reads them in a test run; each cost ~0.5 s).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { animationsSettled } from './settled.ts';

const DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(DIR, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 0 };
  const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  // Let transitions (drawer, modal, toasts) settle before the picture.
  await animationsSettled(page);
  await page.screenshot({ path: `${DIR}${name}-${width}-${scheme ?? 'light'}.png`, fullPage: false });
}
