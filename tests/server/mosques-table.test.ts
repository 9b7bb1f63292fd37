// A followed mosque's kept published table (issue 33, item 4) over real HTTP on
// PGlite and PostgreSQL: the calendar feed and the adhan reminders use the
// table's rows on their dates and the fitted settings elsewhere; unfollowing
// goes back to the user's own place and settings.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call, signUp } from '../rest/api.ts';
import { computePrayerTimes, todayAt } from '@prayer-companion/engine';
import { instantAt } from '@prayer-companion/engine/mosqueDay';

const JAKARTA = {
  name: 'Jakarta, Indonesia', city: 'Jakarta', country: 'Indonesia', country_code: 'ID',
  latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta',
};
const PLACE = { latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London', countryCode: 'GB' };
const MWL = { calc_method: 'MuslimWorldLeague', madhab: 'Shafi', high_lat_rule: 'TwilightAngle', offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } } as const;

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const plus = (clock: string, n: number) => {
  const m = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + n;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * Ten days from yesterday whose Isha swings by 9 minutes every other day: no
 * setting is within a minute of it on every day, so the table is kept.
 */
function jitteredTable(today: string): { text: string; isha: Map<string, string> } {
  const lines = ['date,fajr,sunrise,dhuhr,asr,maghrib,isha'];
  const isha = new Map<string, string>();
  for (let i = -1; i < 9; i++) {
    const date = addDay(today, i);
    const t = computePrayerTimes(PLACE, date, MWL)!;
    const clock = plus(t.isha, i % 2 === 0 ? 9 : 0);
    isha.set(date, clock);
    lines.push([date, t.fajr, t.sunrise, t.dhuhr, t.asr, t.maghrib, clock].join(','));
  }
  return { text: lines.join('\n'), isha };
}

/** The feed's Isha starts, by date (the UID begins with the date). */
function ishaStarts(text: string): Map<string, Date> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const out = new Map<string, Date>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const m = /^(\d{4}-\d{2}-\d{2})-isha-/.exec(event.uid);
    if (m) out.set(m[1]!, event.startDate.toJSDate());
  }
  return out;
}

for (const backend of backends()) {
  describe(`a followed mosque's kept table (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await bootServer(backend, { mosqueRateLimit: 1000, pushAllowedOrigins: ['https://push.example'], pushPollMs: 0 });
    });
    after(() => server.stop());

    test('the calendar feed and the adhan reminders use the rows on their dates; unfollowing goes back to the user\'s own', async () => {
      const today = todayAt('Europe/London', new Date());
      const { text, isha } = jitteredTable(today);
      const user = new TestBrowser(server.url);
      // The user's own place is Jakarta: what unfollowing goes back to.
      const me = await signUp(user, { location: JAKARTA });
      const created = await call(user, 'POST', '/api/mosques', { name: 'Jittery Table Mosque', city: 'London', country_code: 'GB', latitude: PLACE.latitude, longitude: PLACE.longitude, timezone: PLACE.timezone, timetable: text });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { slug } = created.body;
      const kept = await user.ok(`{ mosque(slug: "${slug}") { timetable { date } } }`);
      assert.equal(kept.mosque.timetable.length, 10, 'the fit is not exact: the table is kept');

      assert.equal((await call(user, 'POST', `/api/users/${me.id}/mosque`, { slug })).status, 200);
      const feedUrl = (await call(user, 'POST', '/api/calendar', {})).body.url as string;
      const followed = ishaStarts(await (await fetch(feedUrl)).text());
      let onTable = 0;
      for (const [date, start] of followed) {
        const clock = isha.get(date);
        if (!clock) continue;
        onTable++;
        assert.equal(start.toISOString(), instantAt(date, clock, 'Europe/London').toISOString(), `feed Isha on ${date} is the table's ${clock}`);
      }
      assert.ok(onTable >= 8, `the table's dates are in the feed (${onTable})`);
      const later = addDay(today, 20);
      const fitted = await user.ok(`{ mosque(slug: "${slug}") { day(date: "${later}") { fromTable times { isha } } } }`);
      assert.equal(fitted.mosque.day.fromTable, false);
      assert.equal(followed.get(later)?.toISOString(), instantAt(later, fitted.mosque.day.times.isha, 'Europe/London').toISOString(), 'after the table: the fitted settings');

      // Adhan reminders at Isha (0 minutes before) follow the rows too.
      const device = { endpoint: 'https://push.example/send/kept-table', expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) } };
      assert.equal((await call(user, 'POST', '/api/push/subscriptions', { subscription: device, prayers: ['isha'], minutesBefore: [0] })).status, 201);
      const jobs = await server.db.prisma.pushJob.findMany({ where: { subscription: { endpoint: device.endpoint }, title: null } });
      assert.ok(jobs.length >= 1, 'an Isha reminder within two days');
      for (const job of jobs) {
        const date = todayAt('Europe/London', job.prayerAt);
        assert.equal(job.clock, isha.get(date), `reminder on ${date}`);
        assert.equal(job.prayerAt.toISOString(), instantAt(date, isha.get(date)!, 'Europe/London').toISOString());
      }

      // Unfollowing: the user's own times again, in the feed and the reminders.
      assert.equal((await call(user, 'DELETE', `/api/users/${me.id}/mosque`, {})).status, 200);
      const own = ishaStarts(await (await fetch(feedUrl)).text());
      for (const [date, start] of own) {
        const jakarta = computePrayerTimes({ latitude: JAKARTA.latitude, longitude: JAKARTA.longitude, timezone: JAKARTA.timezone, countryCode: 'ID' }, date)!;
        assert.equal(start.toISOString(), jakarta.instants.isha.toISOString(), `own Isha on ${date}`);
      }
      const ownJobs = await server.db.prisma.pushJob.findMany({ where: { subscription: { endpoint: device.endpoint }, doneAt: null } });
      assert.ok(ownJobs.length >= 1);
      for (const job of ownJobs) {
        const date = todayAt(JAKARTA.timezone, job.prayerAt);
        const jakarta = computePrayerTimes({ latitude: JAKARTA.latitude, longitude: JAKARTA.longitude, timezone: JAKARTA.timezone, countryCode: 'ID' }, date)!;
        assert.equal(job.clock, jakarta.isha, `own reminder on ${date}`);
      }
    });
  });
}
