// The location dialog against the real server's place search (GraphQL, fake upstream):
// online results join the offline list, and a GPS fix is named by reverse
// geocoding with the place's own time zone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { computePrayerTimes, todayAt } from '@prayer-companion/engine';
import { PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { FIVE, expectShownTimes, waitForHome, openLocationDialog } from './helpers/homePage.ts';

describe('Location dialog', { timeout: 120_000 }, () => {
  const e2e = e2eSuite();

  test('search shows offline cities first, then new ones from the server, once each', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await openLocationDialog(page);
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
    await openLocationDialog(page);
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

  test('two places picked in quick succession: the server keeps the second, as the screen shows it', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    // The first save is held on its way to the server (a slow network), so the second
    // pick happens while it is still out.
    let held = 0;
    let answered = 0;
    let releaseFirst = () => {};
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    const isSave = (body: string | null) => body?.includes('mutation UpdateLocation') === true;
    await page.route('**/graphql', async (route) => {
      if (isSave(route.request().postData()) && held++ === 0) await firstReleased;
      await route.continue();
    });
    page.on('requestfinished', (request) => void (isSave(request.postData()) && answered++));
    const pick = async (city: string) => {
      await openLocationDialog(page);
      await page.getByPlaceholder('Search for your city...').fill(city);
      await page.getByRole('option').filter({ hasText: city }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await pick('Istanbul');
    await pick('Jakarta');
    // Sent side by side (before the fix), the second save would be on its way now and
    // stored first; sent in turn, it waits for the first's answer.
    for (const until = Date.now() + 1_000; held < 2 && Date.now() < until; ) await page.waitForTimeout(50);
    releaseFirst();
    const jakarta = { latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta', countryCode: 'ID' };
    const day = computePrayerTimes(jakarta, todayAt(jakarta.timezone, new Date()));
    assert.ok(day);
    await expectShownTimes(page, Object.fromEntries(FIVE.map((p) => [p, day[p]])));
    for (const until = Date.now() + 15_000; answered < 2 && Date.now() < until; ) await page.waitForTimeout(50);
    assert.equal(answered, 2, 'both places were saved');
    const stored = await e2e.server.prisma.user.findUniqueOrThrow({ where: { linkId } });
    assert.equal((stored.location as { timezone?: string } | null)?.timezone, 'Asia/Jakarta', 'the place picked last');
    await context.close();
  });
});
