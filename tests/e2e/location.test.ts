// The location dialog against the real server's place search (GraphQL, fake upstream):
// online results join the offline list, and a GPS fix is named by reverse
// geocoding with the place's own time zone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { computePrayerTimes, todayAt } from '@prayer-companion/engine';
import { PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { FIVE, expectShownTimes, waitForHome } from './helpers/homePage.ts';

describe('Location dialog', { timeout: 120_000 }, () => {
  const e2e = e2eSuite();

  test('search shows offline cities first, then new ones from the server, once each', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.getByRole('button', { name: /change location/i }).click();
    const search = page.getByPlaceholder('Search for your city...');
    const asked: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('placeSearch')) asked.push(request.postDataJSON());
    });
    await search.fill('Kuala');
    const items = page.getByRole('option');
    await items.first().waitFor();
    // Only the server knows Kualakapuas; its Kuala Lumpur is the offline one: shown once.
    await items.filter({ hasText: 'Kualakapuas' }).waitFor();
    assert.equal(await items.filter({ hasText: 'Kuala Lumpur' }).count(), 1);
    // Asked through the typed API, in the app's language.
    assert.deepEqual(asked.map((body) => (body as { variables: unknown }).variables), [{ text: 'Kuala', language: 'en' }]);
    await search.fill('zzzz-nowhere');
    await page.getByText('No locations found. Try a different search term.').waitFor();
    await search.fill('z');
    assert.equal(await items.count(), 0);
    await context.close();
  });

  test('Use Current Location names the place through the server and uses its zone', async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      geolocation: { latitude: -6.1754049, longitude: 106.827168 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.getByRole('button', { name: /change location/i }).click();
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    await page.getByText('Jakarta', { exact: true }).first().waitFor();
    await page.waitForLoadState('load');
    await page.getByTestId('time-fajr').waitFor();
    const place = { latitude: -6.1754049, longitude: 106.827168, timezone: 'Asia/Jakarta', countryCode: 'ID' };
    const day = computePrayerTimes(place, todayAt(place.timezone, new Date()));
    assert.ok(day);
    await expectShownTimes(page, Object.fromEntries(FIVE.map((p) => [p, day[p]])));
    await context.close();
  });
});
