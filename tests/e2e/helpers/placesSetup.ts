// Set-up shared by the saved-places browser tests (issue 43): a GraphQL call with the
// page's own session, and a Londoner (optionally with Birmingham saved) on a fresh page.
import assert from 'node:assert/strict';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { PHONE } from '../../../tools/testkit/browser.ts';
import { waitForHome } from './homePage.ts';

export const LONDON = { name: 'London', city: 'London', country: 'United Kingdom', country_code: 'GB', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
export const BIRMINGHAM = { name: 'Birmingham', city: 'Birmingham', country: 'United Kingdom', country_code: 'GB', latitude: 52.4862, longitude: -1.8904, timezone: 'Europe/London' };

/** A GraphQL call with the page's own session. */
export async function gql(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return response.json();
    },
    { query, variables },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

interface Londoner {
  language?: string;
  /** Saves Birmingham too (London stays active). */
  birmingham?: boolean;
  /** More context options: geolocation, permissions, colour scheme. */
  context?: BrowserContextOptions;
}

/** A page whose user lives in London (home and active), reloaded on it. */
export async function londoner(browser: Browser, url: string, { language = 'en', birmingham = false, context: options = {} }: Londoner = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', ...options });
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  await page.goto(url);
  await waitForHome(page);
  await gql(page, 'mutation($l: LocationInput!) { updateProfile(input: { location: $l }) { id } }', { l: LONDON });
  if (birmingham) await gql(page, 'mutation($i: PlaceInput!) { addPlace(input: $i) { id } }', { i: { label: 'Birmingham', location: BIRMINGHAM } });
  const { me } = await gql(page, '{ me { places { label home active } } }');
  assert.deepEqual(
    me.places.map((p: { label: string; home: boolean; active: boolean }) => [p.label, p.home, p.active]).sort(),
    [...(birmingham ? [['Birmingham', false, false]] : []), ['London', true, true]],
  );
  await page.evaluate(() => localStorage.removeItem('cachedUser'));
  await page.reload();
  await waitForHome(page);
  await page.getByTestId('city-name').filter({ hasText: 'London' }).waitFor();
  return page;
}
