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
import { computePrayerTimes, hijriDate, normalizePrayerSettings, todayAt, type PlaceInput } from '@prayer-companion/engine';
import { islamicDay, notedDay } from '@prayer-companion/engine/islamicDays';
import { buildFeed } from '../../server/domain/calendar/ics.ts';

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
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
      // Imsak joins the prayers on the days of Ramadan only (checked below on a feed built in Ramadan).
      const all = parseFeed(feed.text);
      const events = all.filter((e) => e.summary !== 'Imsak');
      const ramadanDays = Array.from({ length: 30 }, (_, i) => addDays(todayAt(JAKARTA.timezone, new Date()), i)).filter((d) => hijriDate(d)?.month === 9);
      assert.equal(all.length - events.length, ramadanDays.length);
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
      const events = parseFeed((await fetchFeed(url)).text).filter((e) => FIVE.includes(e.summary));
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

    test('the days of the Islamic year: only when asked for (REST and GraphQL), as all-day events on the engine’s days; imsak saved with the settings', async () => {
      const browser = new TestBrowser(server.url);
      const me = await browser.signUp({ location: JAKARTA });
      const plain = await call(browser, 'POST', '/api/calendar');
      assert.equal(plain.body.islamicDays, false);
      assert.ok(parseFeed((await fetchFeed(plain.body.url as string)).text).every((e) => e.summary === 'Imsak' || FIVE.includes(e.summary)));
      const bad = await call(browser, 'POST', '/api/calendar', { islamicDays: 'yes' });
      assert.equal(bad.status, 400);
      const made = await call(browser, 'POST', '/api/calendar', { islamicDays: true });
      assert.equal(made.status, 201);
      assert.equal(made.body.islamicDays, true);
      assert.equal((await browser.ok('{ calendarFeed { islamicDays } }')).calendarFeed.islamicDays, true);
      const events = parseFeed((await fetchFeed(made.body.url as string)).text);
      const days = events.filter((e) => e.uid.includes('-islamic-day-'));
      // Whatever today is, the next 30 days hold the white days (13th–15th) of some month.
      const today = todayAt(JAKARTA.timezone, new Date());
      const expected = Array.from({ length: 30 }, (_, i) => addDays(today, i)).filter((d) => {
        const h = hijriDate(d)!;
        return notedDay(h.day, islamicDay(h, new Date(`${d}T12:00:00Z`).getUTCDay())) !== null;
      });
      assert.ok(expected.length >= 3, expected.join());
      assert.deepEqual(days.map((e) => e.uid.slice(0, 10)).sort(), expected);
      assert.ok(days.some((e) => /white days/.test(e.summary)), days.map((e) => e.summary).join(' | '));

      // imsak_minutes: 0-30, saved (REST and GraphQL), 400 otherwise and nothing changes.
      for (const wrong of [31, -1, 2.5]) {
        const refused = await call(browser, 'PATCH', `/api/users/${me.id}`, { prayerSettings: { ...SETTINGS, imsak_minutes: wrong } });
        assert.equal(refused.status, 400, String(wrong));
        assert.equal((refused.body as { error: { code: string } }).error.code, 'BAD_USER_INPUT');
      }
      assert.equal((await call(browser, 'PATCH', `/api/users/${me.id}`, { prayerSettings: SETTINGS })).status, 200);
      assert.equal((await browser.ok('{ me { prayerSettings { imsak_minutes } } }')).me.prayerSettings.imsak_minutes, 10);
      const saved = await call(browser, 'PATCH', `/api/users/${me.id}`, { prayerSettings: { ...SETTINGS, imsak_minutes: 15 } });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal((saved.body as { prayerSettings: { imsak_minutes: number } }).prayerSettings.imsak_minutes, 15);
      assert.equal((await browser.ok('{ me { prayerSettings { imsak_minutes } } }')).me.prayerSettings.imsak_minutes, 15);
      const gqlBad = await browser.gql('mutation($s: PrayerSettingsInput) { updateProfile(input: { prayerSettings: $s }) { id } }', { s: { ...SETTINGS, imsak_minutes: 45 } });
      assert.equal(gqlBad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal((await browser.ok('{ me { prayerSettings { imsak_minutes } } }')).me.prayerSettings.imsak_minutes, 15);
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

test('a feed built inside Ramadan 1448 carries imsak on the days of Ramadan, in the user’s language and with their minutes', () => {
  const settings = { ...SETTINGS, imsak_minutes: 15 };
  const text = buildFeed({
    feedId: 'f',
    location: JAKARTA,
    prayerSettings: settings,
    language: 'ar',
    alarmMinutes: null,
    islamicDays: true,
    now: new Date('2027-02-20T00:00:00Z'),
  });
  const events = parseFeed(text);
  const imsaks = events.filter((e) => e.uid.includes('-imsak-'));
  // 20 Feb to 21 Mar: Ramadan 1448 (Umm al-Qura) runs to 8 March.
  const ramadan = Array.from({ length: 30 }, (_, i) => addDays('2027-02-20', i)).filter((d) => hijriDate(d)?.month === 9);
  assert.deepEqual(imsaks.map((e) => e.uid.slice(0, 10)), ramadan);
  const normalized = normalizePrayerSettings(settings, { countryCode: 'ID', latitude: JAKARTA.latitude, longitude: JAKARTA.longitude });
  for (const event of imsaks) {
    const day = computePrayerTimes(PLACE, event.uid.slice(0, 10), normalized)!;
    assert.equal(event.start.getTime(), day.instants.imsak.getTime());
    assert.equal(day.instants.fajr.getTime() - event.start.getTime(), 15 * 60_000);
    assert.equal(event.summary, 'الإمساك');
  }
  // Islamic days in Arabic, from the app's own catalog: Eid al-Fitr on 1 Shawwal.
  const eid = events.find((e) => e.uid.includes('-islamic-day-') && e.summary.includes('عيد الفطر'));
  assert.ok(eid, events.filter((e) => e.uid.includes('-islamic-day-')).map((e) => e.summary).join(' | '));
  assert.equal(eid.uid.slice(0, 10), addDays(ramadan[ramadan.length - 1]!, 1));
  // Before Ramadan or after it, a feed has none.
  const november = parseFeed(buildFeed({ feedId: 'f', location: JAKARTA, prayerSettings: settings, alarmMinutes: null, now: new Date('2026-11-01T00:00:00Z') }));
  assert.equal(november.filter((e) => e.uid.includes('-imsak-') || e.uid.includes('-islamic-day-')).length, 0);
});
