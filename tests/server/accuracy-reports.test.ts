// 'These times don't match' (issue 45 item 6) over real HTTP on PGlite and PostgreSQL: a
// signed-in user reports the time they expected and where it is from (REST 201, and the
// GraphQL twin); the report keeps the user's place (to 0.01°) and the app's own time that day;
// bad dates, times, prayers and sources are 400 and store nothing; 20 a day per user, then 429;
// the user's export holds them; `npm run report:accuracy` lists them by place.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tableTimes } from '@prayer-companion/engine/tableDay';
import { whoseTimes } from '@prayer-companion/engine';
import { backends, newStorage } from '../helpers/server.ts';
import { startServer, type RunningServer } from '../../server/http/app.ts';
import { TestBrowser } from '../helpers/client.ts';
import { assertError, call, signUp } from '../rest/api.ts';
import { REPORTS_PER_USER_PER_DAY, REPORT_LIMIT, differenceMinutes } from '../../server/domain/accuracy/reports.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const BURSA = { name: 'Bursa, Türkiye', city: 'Bursa', country: 'Türkiye', country_code: 'TR', latitude: 40.18257, longitude: 29.06687, timezone: 'Europe/Istanbul' };
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day last week: reports are for days within a year of today. */
const DAY = dayFromToday(-8);

/** The app's own time for Bursa that day, computed here with the engine as the browser would. */
function bursaTime(prayer: 'isha' | 'fajr'): string {
  const times = whoseTimes({ location: BURSA, prayerSettings: null, followed: null });
  return tableTimes(times.place, DAY, times.settings, times.table)![prayer];
}

const clockPlus = (clock: string, minutes: number) => {
  const total = (Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + minutes + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('differenceMinutes goes the short way round midnight', () => {
  assert.equal(differenceMinutes('19:05', '19:02'), 3);
  assert.equal(differenceMinutes('05:58', '06:03'), -5);
  assert.equal(differenceMinutes('00:01', '23:58'), 3);
  assert.equal(differenceMinutes('23:58', '00:01'), -3);
});

for (const backend of backends()) {
  describe(`'these times don't match' reports (${backend})`, () => {
    let server: RunningServer;
    let storage: Awaited<ReturnType<typeof newStorage>>;
    let closed = false;
    before(async () => {
      storage = await newStorage(backend);
      server = await startServer({ port: 0, staticDir: undefined, redisUrl: undefined, logRequests: false, signupRateLimit: 10_000, writeRateLimit: 10_000, ...storage.storage });
    });
    after(async () => {
      if (!closed) await server.close();
      await storage.drop();
    });
    const count = () => server.db.prisma.accuracyReport.count();

    test('a report keeps the place, the expected and our time; REST and GraphQL answer alike', async () => {
      const user = new TestBrowser(server.url);
      const me = await signUp(user, { location: BURSA });
      const ours = bursaTime('isha');
      const expected = clockPlus(ours, 4);
      const sent = await call(user, 'POST', '/api/accuracy/reports', { date: DAY, prayer: 'isha', expected, source: 'Ulu Camii printed timetable' });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      assert.deepEqual({ ...sent.body, id: typeof sent.body.id }, {
        id: 'string', date: DAY, prayer: 'isha', expected, source: 'Ulu Camii printed timetable', ours, differenceMinutes: 4, placeName: 'Bursa, Türkiye',
      });
      const row = await server.db.prisma.accuracyReport.findUniqueOrThrow({ where: { id: sent.body.id } });
      assert.equal(row.userId, me.id);
      assert.deepEqual([row.countryCode, row.latitude, row.longitude, row.timezone], ['TR', 40.18, 29.07, 'Europe/Istanbul'], 'the place, to 0.01°');
      assert.equal(row.method, whoseTimes({ location: BURSA, prayerSettings: null, followed: null }).settings.calc_method);

      const fajr = bursaTime('fajr');
      const twin = await call(user, 'POST', '/graphql', {
        query: 'mutation($d: String!, $e: String!) { reportTimes(date: $d, prayer: fajr, expected: $e, source: "Diyanet website") { date prayer expected ours differenceMinutes placeName } }',
        variables: { d: DAY, e: clockPlus(fajr, -2) },
      });
      assert.deepEqual(twin.body, { data: { reportTimes: { date: DAY, prayer: 'fajr', expected: clockPlus(fajr, -2), ours: fajr, differenceMinutes: -2, placeName: 'Bursa, Türkiye' } } });

      // The user's export holds what they sent.
      const exported = await call(user, 'GET', `/api/users/${me.id}/export`);
      assert.deepEqual(exported.body.accuracyReports.map((r: { prayer: string; expected: string; source: string }) => [r.prayer, r.expected, r.source]), [
        ['isha', expected, 'Ulu Camii printed timetable'],
        ['fajr', clockPlus(fajr, -2), 'Diyanet website'],
      ]);
    });

    test('bad input is 400 with its reason and stores nothing; no session is 401', async () => {
      const user = new TestBrowser(server.url);
      await signUp(user);
      const before = await count();
      const good = { date: DAY, prayer: 'maghrib', expected: '16:40', source: 'My mosque' };
      const refused: [Record<string, unknown>, RegExp][] = [
        [{ ...good, prayer: 'tahajjud' }, /prayer/i],
        [{ ...good, expected: '25:00' }, /^The expected time must be HH:MM \(24-hour\)$/],
        [{ ...good, expected: '4:40 pm' }, /HH:MM/],
        [{ ...good, date: '2026-02-30' }, /date/i],
        [{ ...good, date: dayFromToday(400) }, /^Report a day within 366 days of today$/],
        [{ ...good, date: dayFromToday(-400) }, /^Report a day within 366 days of today$/],
        [{ ...good, source: '  \u200b ' }, /^Say where the expected time is from/],
        [{ ...good, source: 'x'.repeat(201) }, /at most 200 characters/],
        [{ date: DAY, prayer: 'isha', expected: '18:00' }, /source/],
      ];
      for (const [body, message] of refused) {
        const answer = await call(user, 'POST', '/api/accuracy/reports', body);
        assert.equal(answer.status, 400, JSON.stringify([body, answer.body]));
        assert.match(answer.body.error.message, message, JSON.stringify(body));
      }
      const gqlBad = await call(user, 'POST', '/graphql', { query: `mutation { reportTimes(date: "${DAY}", prayer: isha, expected: "7pm", source: "x") { id } }` });
      assert.equal(gqlBad.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(gqlBad.body));
      assertError(await call(new TestBrowser(server.url), 'POST', '/api/accuracy/reports', good), 401, 'UNAUTHENTICATED');
      assert.equal(await count(), before, 'nothing stored');
    });

    test(`${REPORTS_PER_USER_PER_DAY} a day per user, then 429; another user is not held back`, async () => {
      const user = new TestBrowser(server.url);
      await signUp(user);
      const report = (who: TestBrowser) => call(who, 'POST', '/api/accuracy/reports', { date: DAY, prayer: 'asr', expected: '13:50', source: 'Mosque board' });
      for (let i = 0; i < REPORTS_PER_USER_PER_DAY; i++) assert.equal((await report(user)).status, 201);
      const before = await count();
      assertError(await report(user), 429, 'RATE_LIMITED', REPORT_LIMIT);
      assert.equal(await count(), before, 'the refused one is not stored');
      const other = new TestBrowser(server.url);
      await signUp(other);
      assert.equal((await report(other)).status, 201);
    });

    test('npm run report:accuracy lists the reports by place, the busiest first', async () => {
      // PGlite's folder has one user at a time: the operator stops the server first.
      await server.close();
      closed = true;
      const where = storage.storage;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...(where.dataDir ? { DATA_DIR: where.dataDir, DATABASE_URL: '' } : { DATABASE_URL: where.databaseUrl!, DATABASE_SCHEMA: where.databaseSchema! }),
      };
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/report-accuracy.ts'], { cwd: ROOT, env });
      const total = REPORTS_PER_USER_PER_DAY + 3;
      assert.match(stdout, new RegExp(`^${total} reports from 2 places$`, 'm'));
      const london = stdout.indexOf('London, United Kingdom, GB (51.51, -0.13; Europe/London;');
      const bursa = stdout.indexOf('Bursa, Türkiye, TR (40.18, 29.07; Europe/Istanbul;');
      assert.ok(london >= 0 && bursa > london, stdout);
      assert.match(stdout, new RegExp(`^${DAY}  isha\\s+${clockPlus(bursaTime('isha'), 4)}\\s+${bursaTime('isha')}\\s+\\+4\\s+Ulu Camii printed timetable`, 'm'));
      assert.match(stdout, new RegExp(`^${DAY}  fajr\\s+\\S+\\s+${bursaTime('fajr')}\\s+-2\\s+Diyanet website`, 'm'));
    });
  });
}
