// Placing a new mosque with a map pin, and 'Near me' from the device's GPS
// (issue 33, items 1 and 7), in Chromium: the map's tiles come from the
// configured MAP_TILE_URL (a fake tile server on 127.0.0.1, allowed by the CSP
// derived from it); a click on the map places the pin, and the coordinates,
// zone and country the server names for it are what is saved. The find page
// orders mosques by distance from the GPS fix, with km.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PHONE } from '../../tools/testkit/browser.ts';
import { startFakeTiles, type FakeTiles } from './helpers/fakeTiles.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';

describe('a mosque placed with a map pin; Near me by GPS', { timeout: 240_000 }, () => {
  let tiles: FakeTiles;
  // Registered before the suite's own hook: the server starts with the tiles' URL.
  before(async () => {
    tiles = await startFakeTiles();
  });
  after(() => tiles.close());
  const e2e = e2eSuite(() => ({ mapTileUrl: tiles.template }));

  test('a click on the map places the pin; its coordinates, zone and country are saved', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.goto(`${e2e.server.url}/m/new`);
    await page.getByTestId('mosque-name').fill('Pinned Mosque');
    // The city search first (Kuala Lumpur), then the pin a little off its centre.
    await page.getByLabel('City', { exact: true }).first().fill('Kuala');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('mosque-place').click();
    await page.getByRole('option', { name: /Kuala Lumpur/ }).click();
    const map = page.getByTestId('mosque-map');
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    assert.ok(tiles.requests.length > 0, 'tiles from MAP_TILE_URL');
    assert.deepEqual(blocked, [], 'the CSP lets the tiles in');
    const shown = page.getByTestId('mosque-pin-place');
    const cityText = (await shown.textContent()) ?? '';
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40);
    await map.locator('path.leaflet-interactive').waitFor();
    // The server names the point: the line changes from the city's to the pin's.
    await page.waitForFunction((before) => {
      const now = document.querySelector('[data-testid=mosque-pin-place]')?.textContent ?? '';
      return now !== before && /Asia\/Kuala_Lumpur/.test(now);
    }, cityText);
    const text = (await shown.textContent()) ?? '';
    const m = /\((-?[\d.]+), (-?[\d.]+)\)/.exec(text)!;
    const [lat, lon] = [Number(m[1]), Number(m[2])];
    // Right of and below KL's centre (3.1517, 101.6942) at zoom 13: east and south, by a few hundred metres.
    assert.ok(lon > 101.6942 && lon < 101.72, `east of the centre: ${lon}`);
    assert.ok(lat < 3.1517 && lat > 3.13, `south of the centre: ${lat}`);
    assert.match(text, /MY · Asia\/Kuala_Lumpur/);
    await saveScreenshot(page, 'mosque-pin');
    await page.getByTestId('mosque-create').click();
    await page.getByTestId('admin-link').waitFor();
    const saved = (await (await page.request.get(`${e2e.server.url}/api/mosques/pinned-mosque`)).json()) as Record<string, unknown>;
    assert.equal(saved.latitude, lat);
    assert.equal(saved.longitude, lon);
    assert.equal(saved.timezone, 'Asia/Kuala_Lumpur');
    assert.equal(saved.country_code ?? saved.countryCode, 'MY');
    await context.close();
  });

  test("with the place service down, a pin in London is saved as GB (issue 42 item 4), and 'Find' falls back to the offline list (item 10)", async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'en' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.goto(`${e2e.server.url}/m/new`);
    await page.getByTestId('mosque-name').fill('London Pin Mosque');
    // 'Find' while the upstream's search is down: the cities the app knows offline, and a line saying so.
    await page.getByLabel('City', { exact: true }).first().fill('Makkah');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('mosque-search-offline').waitFor();
    await page.getByTestId('mosque-place').click();
    await page.getByRole('option', { name: /^Makkah, Makkah Province/ }).waitFor();
    await page.keyboard.press('Escape');
    // A text the offline list does not know either: it says the search failed.
    await page.getByLabel('City', { exact: true }).first().fill('Kualakapuas Makkah');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('mosque-search-failed').waitFor();
    // The map starts at the user's place (London, the default); the upstream fails for London's area.
    const map = page.getByTestId('mosque-map');
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20);
    await page.waitForFunction(() => /Europe\/London/.test(document.querySelector('[data-testid=mosque-pin-place]')?.textContent ?? ''));
    const text = (await page.getByTestId('mosque-pin-place').textContent()) ?? '';
    assert.match(text, /^Current Location · GB · Europe\/London/, text);
    await page.getByTestId('mosque-create').click();
    await page.getByTestId('admin-link').waitFor();
    const saved = (await (await page.request.get(`${e2e.server.url}/api/mosques/london-pin-mosque`)).json()) as Record<string, unknown>;
    assert.equal(saved.country_code ?? saved.countryCode, 'GB', 'its real country, not UN');
    assert.equal(saved.timezone, 'Europe/London');
    await context.close();
  });

  test("'Near me' searches from the device's GPS fix, nearest first with km", async () => {
    // Two more mosques: one in Jakarta, one near the pinned one in Kuala Lumpur.
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      geolocation: { latitude: -6.2, longitude: 106.84 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    for (const [name, latitude, longitude, timezone, country_code, city] of [
      ['Istiqlal Test', -6.17, 106.83, 'Asia/Jakarta', 'ID', 'Jakarta'],
      ['Jamek Test', 3.1489, 101.6958, 'Asia/Kuala_Lumpur', 'MY', 'Kuala Lumpur'],
    ] as const) {
      const r = await page.request.post(`${e2e.server.url}/api/mosques`, { data: { name, latitude, longitude, timezone, country_code, city } });
      assert.equal(r.status(), 201, await r.text());
    }
    await page.goto(`${e2e.server.url}/u/${linkId}/m`);
    await page.getByTestId('mosques-gps').click();
    await page.getByText('Istiqlal Test').waitFor();
    const names = await page.locator('a[href*="/m/"] p:first-child').allTextContents();
    assert.equal(names[0], 'Istiqlal Test', `nearest to the GPS fix first: ${names.join(', ')}`);
    const km = await page.getByText(/^[\d.]+ km$/).allTextContents();
    assert.ok(Number(km[0]!.split(' ')[0]) < 5, `a few km away: ${km[0]}`);
    assert.ok(Number(km[1]!.split(' ')[0]) > 1000, `Kuala Lumpur far away: ${km[1]}`);
    await saveScreenshot(page, 'mosque-find-gps');
    await context.close();
  });
});
