// Issue 28 item 4: each GET of a calendar feed built 30 days of times and the
// iCalendar text again (30-55 ms), with no limit. Now a feed carries ETag and
// Last-Modified and answers 304 to a caller whose copy is current; its text is
// built once per version (the day at the place, the place, settings, language)
// and kept; a change of any of them, made on any instance, gives a new version;
// and GETs are limited per token and per address (429 with Retry-After).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer, type RunningServer } from '../../server/http/app.ts';
import { feedVersion } from '../../server/domain/calendar/feed-version.ts';
import { createFeedCache } from '../../server/domain/calendar/feed-cache.ts';
import { TestBrowser } from '../helpers/client.ts';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { call } from '../rest/api.ts';

const JAKARTA = { name: 'Jakarta', city: 'Jakarta', country: 'Indonesia', country_code: 'ID', latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta' };
const SETTINGS = { calc_method: 'Karachi', madhab: 'Hanafi', high_lat_rule: 'None' };

async function feedOf(browser: TestBrowser, alarmMinutes?: number): Promise<string> {
  const created = await call(browser, 'POST', '/api/calendar', alarmMinutes === undefined ? {} : { alarmMinutes });
  assert.equal(created.status, 201);
  return created.body.url as string;
}

const get = async (url: string, headers: Record<string, string | undefined> = {}) => {
  const res = await fetch(url, { headers: Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined) });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

test("a feed's version changes at midnight in the feed's zone, not at UTC midnight", () => {
  const inputs = { feedId: 'f', createdAt: new Date('2026-11-01T00:00:00Z'), location: JAKARTA, prayerSettings: null, language: null };
  // Jakarta is UTC+7: its midnight is 17:00 UTC.
  const at = (iso: string) => feedVersion(inputs, new Date(iso));
  assert.equal(at('2026-11-26T00:30:00Z'), at('2026-11-25T23:30:00Z'), 'UTC midnight changes nothing');
  assert.equal(at('2026-11-26T16:59:59Z'), at('2026-11-26T00:30:00Z'));
  assert.notEqual(at('2026-11-26T17:00:01Z'), at('2026-11-26T16:59:59Z'), "Jakarta's midnight does");
  assert.notEqual(feedVersion({ ...inputs, language: 'id' }, new Date('2026-11-26T10:00:00Z')), at('2026-11-26T10:00:00Z'));
});

test('a text is built once per key, and dropped when the cache is over its size', () => {
  const cache = createFeedCache(100);
  let builds = 0;
  const build = (text: string) => () => (builds++, text);
  assert.equal(cache.text('v1', build('a'.repeat(60))), 'a'.repeat(60));
  assert.equal(cache.text('v1', build('never')), 'a'.repeat(60));
  assert.equal(builds, 1);
  cache.text('v2', build('b'.repeat(60)));
  cache.text('v1', build('a'.repeat(60)));
  assert.equal(builds, 3, 'v1 was evicted to make room for v2');
});

for (const backend of backends()) {
  describe(`calendar feed caching and limits (${backend})`, () => {
    let server: TestServer;
    let browser: TestBrowser;
    let url: string;
    before(async () => {
      server = await bootServer(backend, { calendarTokenRateLimit: 1000, calendarAddressRateLimit: 100_000 });
      browser = new TestBrowser(server.url);
      await browser.signUp({ location: JAKARTA });
      url = await feedOf(browser, 10);
    });
    after(async () => {
      await browser.close();
      await server.stop();
    });

    test('ETag and Last-Modified, 304 on If-None-Match and If-Modified-Since, 200 otherwise', async () => {
      const first = await get(url);
      assert.equal(first.status, 200);
      const etag = first.headers.get('etag') ?? '';
      const lastModified = first.headers.get('last-modified') ?? '';
      assert.match(etag, /^"[\w-]{27}"$/);
      assert.ok(Math.abs(Date.parse(lastModified) - Date.now()) < 60_000, lastModified);
      const again = await get(url);
      assert.equal(again.text, first.text, 'the same bytes, DTSTAMP included');
      assert.equal(again.headers.get('etag'), etag);

      for (const headers of [{ 'if-none-match': etag }, { 'if-none-match': `"x", W/${etag}` }, { 'if-none-match': '*' }, { 'if-modified-since': lastModified }]) {
        const cached = await get(url, headers);
        assert.equal(cached.status, 304, JSON.stringify(headers));
        assert.equal(cached.text, '');
        assert.equal(cached.headers.get('etag'), etag);
        assert.equal(cached.headers.get('last-modified'), lastModified);
        assert.equal(cached.headers.get('content-length'), null);
      }
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      for (const headers of [{ 'if-none-match': '"other"' }, { 'if-modified-since': earlier }, { 'if-modified-since': 'not a date' }, { 'if-none-match': '"other"', 'if-modified-since': lastModified }]) {
        assert.equal((await get(url, headers)).status, 200, JSON.stringify(headers));
      }
      // Another alarm is another text, so another tag.
      const alarm = await get(`${url}?alarm=5`);
      assert.notEqual(alarm.headers.get('etag'), etag);
      assert.equal((await get(`${url}?alarm=5`, { 'if-none-match': etag })).status, 200);
    });

    test('a change of settings, place or language is a new version at once: 200 with the new text, not 304', async () => {
      const before = await get(url);
      const etag = before.headers.get('etag')!;
      const changes = [
        ['mutation($s: PrayerSettingsInput) { updateProfile(input: { prayerSettings: $s }) { id } }', { s: SETTINGS }],
        ['mutation($l: LocationInput) { updateProfile(input: { location: $l }) { id } }', { l: { ...JAKARTA, name: 'Bandung', city: 'Bandung', latitude: -6.9175, longitude: 107.6191 } }],
        ['mutation { updateProfile(input: { language: "id" }) { id } }', {}],
      ] as const;
      const seen = new Set([etag]);
      let previous = before;
      for (const [mutation, variables] of changes) {
        await browser.ok(mutation, variables);
        const now = await get(url, { 'if-none-match': previous.headers.get('etag')! });
        assert.equal(now.status, 200, mutation);
        assert.notEqual(now.text, previous.text);
        assert.ok(!seen.has(now.headers.get('etag')!), 'a tag never seen before');
        seen.add(now.headers.get('etag')!);
        previous = now;
      }
      assert.match(previous.text, /Bandung/);
      assert.match(previous.text, /SUMMARY:Subuh/, 'in Indonesian');
    });

    test('GETs of one feed are limited per token: past the limit 429 with Retry-After; other feeds still answer', async () => {
      const limited = await bootServer(backend, { calendarTokenRateLimit: 3, calendarAddressRateLimit: 100_000 });
      try {
        const [a, b] = [new TestBrowser(limited.url), new TestBrowser(limited.url)];
        await a.signUp({ location: JAKARTA });
        await b.signUp({ location: JAKARTA });
        const [urlA, urlB] = [await feedOf(a), await feedOf(b)];
        const first = await get(urlA);
        assert.equal((await get(urlA, { 'if-none-match': first.headers.get('etag')! })).status, 304, '304s count too');
        assert.equal((await get(`${urlA}?alarm=5`)).status, 200, 'and any alarm');
        const refused = await get(urlA);
        assert.equal(refused.status, 429);
        assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
        assert.ok(Number(refused.headers.get('retry-after')) <= 60);
        assert.deepEqual(JSON.parse(refused.text).error.code, 'RATE_LIMITED');
        assert.equal((await get(urlB)).status, 200);
        await Promise.all([a.close(), b.close()]);
      } finally {
        await limited.stop();
      }
    });

    test('GETs from one address are limited across tokens, unknown ones included', async () => {
      const limited = await bootServer(backend, { calendarTokenRateLimit: 1000, calendarAddressRateLimit: 4 });
      try {
        const who = new TestBrowser(limited.url);
        await who.signUp({ location: JAKARTA });
        const real = await feedOf(who);
        const unknown = (i: number) => `${limited.url}/api/calendar/${String(i).padStart(43, 'A')}.ics`;
        for (let i = 0; i < 3; i++) assert.equal((await get(unknown(i))).status, 404);
        assert.equal((await get(real)).status, 200);
        const refused = await get(real);
        assert.equal(refused.status, 429);
        assert.ok(Number(refused.headers.get('retry-after')) >= 1);
        assert.equal((await get(unknown(9))).status, 429);
        await who.close();
      } finally {
        await limited.stop();
      }
    });
  });
}

describe('two instances on one PostgreSQL and one Redis', { skip: !(process.env.TEST_DATABASE_URL && process.env.REDIS_URL) && 'needs TEST_DATABASE_URL and REDIS_URL' }, () => {
  let a: TestServer;
  let b: RunningServer;
  before(async () => {
    const limits = { calendarTokenRateLimit: 7, calendarAddressRateLimit: 100_000, redisUrl: process.env.REDIS_URL };
    a = await bootServer('postgres', limits);
    b = await startServer({ port: 0, staticDir: undefined, logRequests: false, ...a.storage, ...limits });
  });
  after(async () => {
    await b.close();
    await a.stop();
  });

  test('the same tag and bytes from both; a settings change on one is seen by the other; the token limit is shared', async () => {
    const browser = new TestBrowser(a.url);
    await browser.signUp({ location: JAKARTA });
    const urlA = await feedOf(browser);
    const urlB = urlA.replace(a.url, b.url);
    const [fromA, fromB] = [await get(urlA), await get(urlB)];
    assert.equal(fromB.headers.get('etag'), fromA.headers.get('etag'));
    assert.equal(fromB.headers.get('last-modified'), fromA.headers.get('last-modified'));
    assert.equal(fromB.text, fromA.text);
    assert.equal((await get(urlB, { 'if-none-match': fromA.headers.get('etag')! })).status, 304);
    // B has the old text cached; the change is made through A.
    await browser.ok('mutation($s: PrayerSettingsInput) { updateProfile(input: { prayerSettings: $s }) { id } }', { s: SETTINGS });
    const changed = await get(urlB, { 'if-none-match': fromA.headers.get('etag')! });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.text, fromA.text);
    assert.equal((await get(urlA)).text, changed.text);
    // Five GETs so far across both instances, of a limit of 7: two more, then 429 on either.
    assert.equal((await get(urlA)).status, 200);
    assert.equal((await get(urlB)).status, 200);
    assert.equal((await get(urlA)).status, 429);
    assert.equal((await get(urlB)).status, 429);
    await browser.close();
  });
});
