// Calendar feed (issue 17, decisions.md 21) over real HTTP: a private URL with its
// own token, read without a cookie and parsed by an independent iCalendar parser
// (ical.js), 30 days x 5 prayers at the engine's times for the user's place and
// settings, alarms, revocation, replacement, forged tokens and other users.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call } from '../rest/api.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { computePrayerTimes, normalizePrayerSettings, todayAt, type PlaceInput } from '../../client/src/prayer/index.ts';

const JAKARTA = {
  name: 'Jakarta, Indonesia', city: 'Jakarta', country: 'Indonesia', country_code: 'ID',
  latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta',
};
const SETTINGS = {
  calc_method: 'Karachi', madhab: 'Hanafi', high_lat_rule: 'None',
  offsets: { fajr: 2, sunrise: 0, dhuhr: 0, asr: -3, maghrib: 1, isha: 0 },
};
const PLACE: PlaceInput = { latitude: JAKARTA.latitude, longitude: JAKARTA.longitude, timezone: JAKARTA.timezone, countryCode: 'ID' };
const FIVE = ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'];

interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  alarms: number[];
}

function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  assert.equal(calendar.name, 'vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      alarms: vevent.getAllSubcomponents('valarm').map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()),
    };
  });
}

/** GET without any cookie, like a calendar app. */
async function fetchFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text(), headers: response.headers };
}

async function userWithFeed(server: TestServer, alarmMinutes?: number) {
  const browser = new TestBrowser(server.url);
  const user = await browser.signUp({ location: JAKARTA });
  await browser.ok('mutation($s: PrayerSettingsInput) { updateProfile(input: { prayerSettings: $s }) { id } }', { s: SETTINGS });
  const created = await call(browser, 'POST', '/api/calendar', alarmMinutes === undefined ? undefined : { alarmMinutes });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { browser, user, url: created.body.url as string };
}

for (const backend of backends()) {
  describe(`calendar feed (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test("create, then fetch without a cookie: 30 days x 5 prayers at the engine's times", async () => {
      const { user, url } = await userWithFeed(server);
      const token = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1];
      assert.ok(token && token.length >= 22, url); // >= 128 bits of base64url
      assert.ok(url.startsWith(server.url.replace('127.0.0.1', 'localhost')) || url.startsWith(server.url), url);
      assert.ok(!url.includes(user.linkId), 'never the link id');
      // Only the hash is stored.
      const rows = await server.services.prisma.calendarFeed.findMany({ where: { userId: user.id } });
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.tokenHash, hashToken(token));
      assert.ok(!JSON.stringify(rows).includes(token));

      const feed = await fetchFeed(url);
      assert.equal(feed.status, 200);
      assert.match(feed.type, /^text\/calendar/);
      assert.match(feed.headers.get('cache-control') ?? '', /private/);
      const events = parseFeed(feed.text);
      assert.equal(events.length, 150);
      assert.equal(new Set(events.map((e) => e.uid)).size, 150, 'unique UIDs');
      const settings = normalizePrayerSettings(SETTINGS, { countryCode: 'ID', latitude: JAKARTA.latitude, longitude: JAKARTA.longitude });
      const first = todayAt(JAKARTA.timezone, new Date());
      const byDay = new Map<string, ParsedEvent[]>();
      for (const event of events) {
        const day = todayAt(JAKARTA.timezone, event.start);
        byDay.set(day, [...(byDay.get(day) ?? []), event]);
        assert.deepEqual(event.alarms, [], 'no alarm unless asked');
      }
      assert.equal(byDay.size, 30);
      assert.ok(byDay.has(first));
      for (const [day, dayEvents] of byDay) {
        const engine = computePrayerTimes(PLACE, day, settings)!;
        assert.deepEqual(dayEvents.map((e) => e.summary), FIVE, day);
        for (const event of dayEvents) {
          const prayer = event.summary.toLowerCase() as 'fajr';
          assert.equal(event.start.getTime(), engine.instants[prayer].getTime(), `${day} ${prayer}`);
        }
      }
    });

    test("a town's elevation moves maghrib in the feed as on Home (Habous)", async () => {
      const IFRANE = {
        name: 'Ifrane, Morocco', city: 'Ifrane', country: 'Morocco', country_code: 'MA',
        latitude: 33.5228, longitude: -5.1106, timezone: 'Africa/Casablanca', elevation: 1650,
      };
      const browser = new TestBrowser(server.url);
      await browser.signUp({ location: IFRANE });
      const created = await call(browser, 'POST', '/api/calendar');
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const maghribs = parseFeed((await fetchFeed(created.body.url as string)).text).filter((e) => e.summary === 'Maghrib');
      assert.equal(maghribs.length, 30);
      const place: PlaceInput = { latitude: IFRANE.latitude, longitude: IFRANE.longitude, timezone: IFRANE.timezone, countryCode: 'MA' };
      for (const event of maghribs) {
        const day = todayAt(IFRANE.timezone, event.start);
        const high = computePrayerTimes({ ...place, elevation: 1650 }, day, null)!;
        const seaLevel = computePrayerTimes(place, day, null)!;
        assert.equal(event.start.getTime(), high.instants.maghrib.getTime(), day);
        assert.ok(high.instants.maghrib.getTime() - seaLevel.instants.maghrib.getTime() >= 3 * 60_000, `${day}: later than at sea level`);
      }
    });

    test('alarms: stored with the feed, or ?alarm= on the URL; a bad value is 400', async () => {
      const { url } = await userWithFeed(server, 10);
      const events = parseFeed((await fetchFeed(url)).text);
      assert.ok(events.every((e) => e.alarms.length === 1 && e.alarms[0] === -600), 'ten minutes before');
      const atTime = parseFeed((await fetchFeed(`${url}?alarm=0`)).text);
      assert.ok(atTime.every((e) => e.alarms[0] === 0));
      for (const bad of ['abc', '-5', '121', '1.5']) assert.equal((await fetchFeed(`${url}?alarm=${bad}`)).status, 400, bad);
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      const tooMuch = await call(browser, 'POST', '/api/calendar', { alarmMinutes: 500 });
      assert.equal(tooMuch.status, 400);
      assert.equal(await server.services.prisma.calendarFeed.count({ where: { alarmMinutes: 500 } }), 0);
    });

    test('revoke: the old URL is 404; a new link replaces the old one', async () => {
      const { browser, url } = await userWithFeed(server);
      const again = await call(browser, 'POST', '/api/calendar');
      assert.equal(again.status, 201);
      assert.notEqual(again.body.url, url);
      assert.equal((await fetchFeed(url)).status, 404, 'the replaced URL');
      assert.equal((await fetchFeed(again.body.url)).status, 200);
      const revoked = await call(browser, 'DELETE', '/api/calendar');
      assert.equal(revoked.status, 200);
      assert.equal((await fetchFeed(again.body.url)).status, 404);
      assert.equal((await call(browser, 'DELETE', '/api/calendar')).status, 404, 'nothing left to revoke');
    });

    test('a forged or malformed token is 404', async () => {
      await userWithFeed(server);
      const forged = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
      for (const path of [`/api/calendar/${forged}.ics`, `/api/calendar/${forged}`, '/api/calendar/x.ics', `/api/calendar/${'a'.repeat(300)}.ics`]) {
        const response = await fetchFeed(server.url + path);
        assert.equal(response.status, 404, path);
        assert.doesNotMatch(response.type, /calendar/);
      }
    });

    test("another user's session cannot revoke yours; no session cannot create", async () => {
      const alice = await userWithFeed(server);
      const bob = new TestBrowser(server.url);
      await bob.signUp();
      assert.equal((await call(bob, 'DELETE', '/api/calendar')).status, 404);
      assert.equal((await fetchFeed(alice.url)).status, 200, "Alice's feed still works");
      const nobody = new TestBrowser(server.url);
      assert.equal((await call(nobody, 'POST', '/api/calendar')).status, 401);
      assert.equal((await call(nobody, 'DELETE', '/api/calendar')).status, 401);
    });

    test('GraphQL: create, see, revoke; creation is rate limited per user', async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp({ location: JAKARTA });
      assert.equal((await browser.ok('{ calendarFeed { createdAt } }')).calendarFeed, null);
      const made = await browser.ok<{ createCalendarFeed: { path: string; alarmMinutes: number } }>(
        'mutation { createCalendarFeed(alarmMinutes: 5) { path alarmMinutes } }',
      );
      assert.match(made.createCalendarFeed.path, /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      assert.equal(made.createCalendarFeed.alarmMinutes, 5);
      assert.equal((await fetchFeed(server.url + made.createCalendarFeed.path)).status, 200);
      assert.equal((await browser.ok('{ calendarFeed { alarmMinutes } }')).calendarFeed.alarmMinutes, 5);
      const bad = await browser.gql('mutation { createCalendarFeed(alarmMinutes: -1) { path } }');
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal((await browser.ok('mutation { revokeCalendarFeed }')).revokeCalendarFeed, true);
      assert.equal((await fetchFeed(server.url + made.createCalendarFeed.path)).status, 404);
      assert.equal((await browser.ok('mutation { revokeCalendarFeed }')).revokeCalendarFeed, false);
      // Ten new links an hour (one was made above), then a clear 429.
      for (let i = 0; i < 9; i++) await browser.ok('mutation { createCalendarFeed { path } }');
      const limited = await call(browser, 'POST', '/api/calendar');
      assert.equal(limited.status, 429, JSON.stringify(limited.body));
    });
  });
}
