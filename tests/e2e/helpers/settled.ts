// Waits for what a fixed pause used to guess at (issue 41 item 1): every finite
// CSS transition and animation on the page (a drawer sliding in, a toast fading
// in) has finished, and the browser has painted twice since. Spinners and other
// endless animations are not waited for.
import type { Page } from 'playwright-core';

export async function animationsSettled(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout, polling: 'raf' },
  );
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
