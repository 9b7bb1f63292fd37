// What the tests read from and do on Home, in one place.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { Page } from 'playwright-core';

export const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

type FiveTimes = Record<(typeof FIVE)[number], string>;

/** Times Home shows (the five prayers unless `rows` names others, such as sunrise), read in one snapshot of the screen. */
export async function shownTimes(page: Page): Promise<FiveTimes>;
export async function shownTimes(page: Page, rows: readonly string[]): Promise<Record<string, string>>;
export async function shownTimes(page: Page, rows: readonly string[] = FIVE): Promise<Record<string, string>> {
  await page.getByTestId('time-fajr').waitFor();
  return page.evaluate((names) => Object.fromEntries(
    names.map((name) => [name, document.querySelector(`[data-testid="time-${name}"]`)?.textContent ?? '']),
  ), [...rows]);
}

/**
 * Asserts that Home shows `want` (its keys name the rows), giving the screen up to
 * `timeout` ms to get there: after a change of place or settings the rows follow a
 * moment later (the times are recomputed in a transition), so one early reading can
 * still show the old place.
 */
export async function expectShownTimes(page: Page, want: Record<string, string>, timeout = 10_000): Promise<void> {
  const rows = Object.keys(want);
  const until = Date.now() + timeout;
  let shown = await shownTimes(page, rows);
  while (!isDeepStrictEqual(shown, want) && Date.now() < until) {
    await page.waitForTimeout(100);
    shown = await shownTimes(page, rows);
  }
  assert.deepEqual(shown, want);
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

/**
 * Waits until no toast is on screen. On a phone a toast sits over Home's header
 * (Settings, Change location) for its 5 s; Mantine holds it while the pointer
 * rests on it, so the pointer moves off first, as a finger would have lifted.
 */
export async function waitForToastsToGo(page: Page): Promise<void> {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 2) - 1);
  await page.locator('.mantine-Notifications-notification').first().waitFor({ state: 'detached', timeout: 15_000 });
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

/**
 * Opens the header's place menu (issue 43). Until the Apollo Client has arrived the place
 * button opens the location dialog itself; the menu wraps it (aria-haspopup) once it has.
 */
export async function openPlacesMenu(page: Page): Promise<void> {
  await page.locator('[data-track="home:location"][aria-haspopup="menu"]').click();
  await page.getByTestId('places-menu').waitFor();
}

/** Opens the location dialog: the header's place menu, then its 'Change location'. */
export async function openLocationDialog(page: Page): Promise<void> {
  await openPlacesMenu(page);
  await page.getByRole('menuitem', { name: 'Change location' }).click();
  // The menu fades out over the dialog: gone before anything reads the dialog's colours.
  await page.getByTestId('places-menu').waitFor({ state: 'hidden' });
  // The pointer left on the menu's item would rest on the dialog's first button, mid-hover.
  await page.mouse.move(0, 0);
}

/**
 * Moves the app to `path` (same origin) as its own links do: the router follows the
 * history, no new document is loaded. For tests that check what a screen shows, not how a
 * page loads: a page load is most of a browser test's CPU (BENCHMARKS.md), about 1 s of
 * this machine's each. Waits until the address is the new one.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}
