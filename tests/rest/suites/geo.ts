// /api/geo through the server (decisions.md 12) against the fake upstream: shapes,
// de-duplication, the cache, spacing of upstream calls, timeout and failures.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestBrowser } from '../../helpers/client.ts';
import { assertError, call } from '../api.ts';
import type { RestEnv } from '../env.ts';

export const GEO_INTERVAL_MS = 200;
export const GEO_TIMEOUT_MS = 500;

export function geoSuite(env: RestEnv) {
  describe('REST geo proxy', () => {
    const browser = () => new TestBrowser(env.server.url);
    const upstreamCalls = () => env.upstream.requests.length;

    test('search: cities with zones from coordinates, same city and country once, product User-Agent', async () => {
      const response = await call(browser(), 'GET', '/api/geo/search?q=London');
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, [
        { city: 'London', admin1: 'England', country: 'United Kingdom', country_code: 'GB', lat: 51.5074, lon: -0.1278, timezone: 'Europe/London' },
        { city: 'London', admin1: 'Ontario', country: 'Canada', country_code: 'CA', lat: 42.9849, lon: -81.2453, timezone: 'America/Toronto' },
      ]);
      const seen = env.upstream.requests.at(-1)!;
      assert.equal(seen.path, '/search');
      assert.match(seen.userAgent, /^PrayerCompanion\/0\.1 /);
      for (const [key, value] of Object.entries({ q: 'London', format: 'jsonv2', limit: '10', featuretype: 'city', addressdetails: '1' }))
        assert.equal(seen.params.get(key), value, key);
    });

    test('search: at most 10 results; a repeated question is answered from the cache', async () => {
      const many = await call(browser(), 'GET', '/api/geo/search?q=many');
      assert.equal(many.body.length, 10);
      const calls = upstreamCalls();
      const again = await call(browser(), 'GET', '/api/geo/search?q=%20LONDON%20');
      assert.equal(again.body.length, 2);
      assert.equal(upstreamCalls(), calls, 'no upstream call for a cached answer');
    });

    test('search: fewer than 2 characters or invalid text is 400 and never goes upstream', async () => {
      const calls = upstreamCalls();
      for (const query of ['', '?q=', '?q=a', '?q=%20%20b%20', '?q=a%00b', `?q=${'x'.repeat(101)}`])
        assertError(await call(browser(), 'GET', `/api/geo/search${query}`), 400, 'BAD_USER_INPUT');
      assert.equal(upstreamCalls(), calls);
    });

    test('reverse: the spec fields, zone of the point, city by order of preference', async () => {
      const soho = await call(browser(), 'GET', '/api/geo/reverse?lat=51.51341&lon=-0.13168');
      assert.equal(soho.status, 200);
      assert.deepEqual(soho.body, {
        city: 'London', country: 'United Kingdom', country_code: 'GB', timezone: 'Europe/London',
        display_name: 'Soho, London, Greater London, England, United Kingdom',
      });
      const seen = env.upstream.requests.at(-1)!;
      assert.equal(seen.path, '/reverse');
      assert.equal(seen.params.get('lat'), '51.5134', 'coordinates go upstream rounded');
      assert.equal(seen.params.get('zoom'), '10');
      assert.equal(seen.params.get('addressdetails'), '1');
      const makkah = await call(browser(), 'GET', '/api/geo/reverse?lat=21.4225&lon=39.8262');
      assert.deepEqual(makkah.body, { city: 'Makkah', country: 'السعودية', country_code: 'SA', timezone: 'Asia/Riyadh', display_name: 'Makkah, Makkah Region, Saudi Arabia' });
      // Open sea: the upstream knows no place; the zone still comes from the coordinates.
      const sea = await call(browser(), 'GET', '/api/geo/reverse?lat=0&lon=0');
      assert.equal(sea.status, 200);
      assert.deepEqual(sea.body, { city: 'Current Location', country: 'Unknown', country_code: 'UN', timezone: 'Etc/GMT', display_name: '' });
      for (const query of ['lat=91&lon=0', 'lat=10', 'lat=abc&lon=1', 'lat=1e3&lon=0', 'lat=10&lon=-181'])
        assertError(await call(browser(), 'GET', `/api/geo/reverse?${query}`), 400, 'BAD_USER_INPUT');
    });

    test('upstream failures: search is 502 BAD_GATEWAY, reverse answers from the coordinates; neither is cached', async () => {
      assertError(await call(browser(), 'GET', '/api/geo/search?q=fail'), 502, 'BAD_GATEWAY');
      assertError(await call(browser(), 'GET', '/api/geo/search?q=notjson'), 502, 'BAD_GATEWAY');
      const calls = upstreamCalls();
      // The upstream fails for this point (Niamey's region): zone and country still come back.
      const niger = await call(browser(), 'GET', '/api/geo/reverse?lat=13.13&lon=1');
      assert.equal(niger.status, 200);
      assert.deepEqual(niger.body, { city: 'Current Location', country: 'Niger', country_code: 'NE', timezone: 'Africa/Niamey', display_name: '' });
      assertError(await call(browser(), 'GET', '/api/geo/search?q=fail'), 502, 'BAD_GATEWAY');
      await call(browser(), 'GET', '/api/geo/reverse?lat=13.13&lon=1');
      assert.equal(upstreamCalls(), calls + 3, 'failures are asked again');
    });

    test('a slow upstream times out as 502', async () => {
      const started = Date.now();
      assertError(await call(browser(), 'GET', '/api/geo/search?q=slow'), 502, 'BAD_GATEWAY', /not available/);
      assert.ok(Date.now() - started < GEO_TIMEOUT_MS + GEO_INTERVAL_MS + 1000, 'answered soon after the timeout');
    });

    test('GraphQL placeSearch and placeName: the same places, checks and failures; names in the asked language', async () => {
      const SEARCH = 'query($t: String!, $l: String) { placeSearch(text: $t, language: $l) { city admin1 country country_code latitude longitude timezone } }';
      const NAME = 'query($a: Float!, $o: Float!, $l: String) { placeName(latitude: $a, longitude: $o, language: $l) { city country country_code timezone } }';
      const london = await browser().gql(SEARCH, { t: ' London ', l: 'fr' });
      assert.equal(london.errors, undefined, JSON.stringify(london.errors));
      assert.deepEqual(london.data!.placeSearch, [
        { city: 'London', admin1: 'England', country: 'United Kingdom', country_code: 'GB', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
        { city: 'London', admin1: 'Ontario', country: 'Canada', country_code: 'CA', latitude: 42.9849, longitude: -81.2453, timezone: 'America/Toronto' },
      ]);
      assert.equal(env.upstream.requests.at(-1)!.params.get('accept-language'), 'fr', 'the app language goes upstream');
      const calls = upstreamCalls();
      for (const text of ['a', ' b ', 'a\u0000b', 'x'.repeat(101)]) {
        const refused = await browser().gql(SEARCH, { t: text });
        assert.equal(refused.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', text);
      }
      assert.equal(upstreamCalls(), calls, 'refused text never goes upstream');
      assert.equal((await browser().gql(SEARCH, { t: 'fail' })).errors?.[0]?.extensions?.code, 'BAD_GATEWAY');

      const soho = await browser().gql(NAME, { a: 51.51341, o: -0.13168 });
      assert.deepEqual(soho.data!.placeName, { city: 'London', country: 'United Kingdom', country_code: 'GB', timezone: 'Europe/London' });
      // The upstream fails for this point: the zone and country still come from the coordinates.
      const niger = await browser().gql(NAME, { a: 13.13, o: 1 });
      assert.deepEqual(niger.data!.placeName, { city: 'Current Location', country: 'Niger', country_code: 'NE', timezone: 'Africa/Niamey' });
      for (const [a, o] of [[91, 0], [10, -181], [Number.NaN, 0]]) {
        const refused = await browser().gql(NAME, { a, o });
        assert.ok(refused.errors?.length, `${a},${o} refused`);
        assert.equal(refused.data?.placeName ?? null, null);
      }
    });

    test('concurrent questions reach the upstream one at a time, spaced by the interval', async () => {
      const from = env.upstream.requests.length;
      const answers = await Promise.all(['Makkah', 'Madinah', 'Jeddah', 'Jeddah'].map((q) => call(browser(), 'GET', `/api/geo/search?q=${q}`)));
      assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200]);
      const times = env.upstream.requests.slice(from).map((r) => r.at);
      assert.equal(times.length, 3, 'identical concurrent questions share one upstream call');
      for (let i = 1; i < times.length; i++) assert.ok(times[i]! - times[i - 1]! >= GEO_INTERVAL_MS, `gap ${times[i]! - times[i - 1]!}`);
    });
  });
}
