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

type SavedLocation = { name: string; city: string; country: string; country_code: string; latitude: number; longitude: number; timezone: string };

/**
 * Saves `location` as the signed-in user's place (through the page's own session) and
 * reloads Home on it: for tests that need a place whose prayers have, or have not,
 * begun (see tests/helpers/places.ts).
 */
export async function movePlace(page: Page, location: SavedLocation): Promise<void> {
  const answer = await page.evaluate(async (l) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($l: LocationInput!) { updateProfile(input: { location: $l }) { id } }', variables: { l } }),
    });
    return response.json();
  }, location);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  await page.evaluate(() => localStorage.removeItem('cachedUser'));
  await page.reload();
  await waitForHome(page);
  await page.getByText(location.city, { exact: true }).first().waitFor();
}
