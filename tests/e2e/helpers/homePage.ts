// What the tests read from and do on Home, in one place.
import type { Page } from 'playwright-core';

export const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

export async function shownTimes(page: Page): Promise<Record<(typeof FIVE)[number], string>> {
  const out = {} as Record<(typeof FIVE)[number], string>;
  for (const prayer of FIVE) out[prayer] = (await page.getByTestId(`time-${prayer}`).textContent()) ?? '';
  return out;
}

/** Waits until Home is signed in on its private link and shows times. */
export async function waitForHome(page: Page): Promise<string> {
  await page.waitForURL(/\/u\/[a-z0-9-]+(\?.*)?$/i);
  // Home paints at once on a first visit; wait until the account behind it is settled.
  await page.locator('main:not([data-identity="signing-in"])').waitFor();
  await page.getByTestId('private-link').waitFor();
  await page.getByTestId('time-fajr').waitFor();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

export async function todayPercent(page: Page): Promise<string> {
  return (await page.getByTestId('stat-today').textContent()) ?? '';
}
