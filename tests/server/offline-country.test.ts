// The country of a point when the place service is down (issue 42 item 4): the
// server answers /api/geo/reverse and GraphQL placeName from the coordinates
// (server/domain/geo/offlinePlace.ts), and the country must be the ISO 3166-1
// alpha-2 one. Before, country-coder's 'territory' level answered England, Java
// or 'Contiguous United States' (no code), and London came back 'UN'.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestBrowser } from '../helpers/client.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';

// The upstream is a closed local port: every call fails, as a down service does.
const DOWN = 'http://127.0.0.1:9';
const PLACES = [
  ['London', 51.5072, -0.1276, 'GB', 'Europe/London'],
  ['New York', 40.7128, -74.006, 'US', 'America/New_York'],
  ['Surabaya', -7.2575, 112.7521, 'ID', 'Asia/Jakarta'],
  ['Istanbul', 41.0082, 28.9784, 'TR', 'Europe/Istanbul'],
  ['Mecca', 21.4225, 39.8262, 'SA', 'Asia/Riyadh'],
  // Territories with their own code keep it, as Nominatim gives them.
  ['San Juan', 18.4655, -66.1057, 'PR', 'America/Puerto_Rico'],
] as const;

describe('the country of a point with the place service down', () => {
  let server: TestServer;
  let browser: TestBrowser;
  before(async () => {
    server = await bootServer('pglite', { geoBaseUrl: DOWN, geoIntervalMs: 0, geoTimeoutMs: 500 });
    browser = new TestBrowser(server.url);
  });
  after(async () => {
    await server.stop();
  });

  test('London, New York, Surabaya, Istanbul, Mecca: GB, US, ID, TR, SA over REST and GraphQL', async () => {
    for (const [name, lat, lon, code, zone] of PLACES) {
      const res = await browser.fetch(`/api/geo/reverse?lat=${lat}&lon=${lon}`);
      assert.equal(res.status, 200, name);
      const body = (await res.json()) as Record<string, string>;
      assert.deepEqual([body.city, body.country_code, body.timezone], ['Current Location', code, zone], `${name}: ${JSON.stringify(body)}`);
      assert.notEqual(body.country, 'Unknown', name);
      const gql = await browser.ok<{ placeName: { country_code: string; timezone: string } }>(
        'query($a: Float!, $o: Float!) { placeName(latitude: $a, longitude: $o) { country_code timezone } }',
        { a: lat, o: lon },
      );
      assert.deepEqual(gql.placeName, { country_code: code, timezone: zone }, name);
    }
    // The open sea has no country: still 'Unknown'/UN.
    const sea = (await (await browser.fetch('/api/geo/reverse?lat=30&lon=-30')).json()) as Record<string, string>;
    assert.equal(sea.country_code, 'UN');
  });
});
