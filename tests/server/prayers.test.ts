// Completions, stats and streaks (decisions.md 11): days are the user's place's days.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { placeAtHour } from '../helpers/places.ts';
import { prayerStats, reflectionStreak } from '../../server/domain/prayers/prayer-stats.ts';
import { checkReflectionDay } from '../../server/domain/prayers/day-rules.ts';
import { addDays, dateInZone } from '../../server/domain/days/local-days.ts';

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];
const place = (timezone: string) => ({
  name: 'Somewhere', city: 'Somewhere', country: 'Nowhere', country_code: 'KI', latitude: 1.87, longitude: -157.4, timezone,
});

async function userIn(server: TestServer, timezone: string) {
  const browser = new TestBrowser(server.url);
  const user = await browser.signUp({ location: place(timezone) });
  return { browser, user };
}

/** Today's completions written straight to the database, for stats tests that do not depend on the clock. */
async function recordToday(server: TestServer, userId: string, date: string, prayers: string[]) {
  for (const prayer of prayers) await server.db.prisma.prayerCompletion.create({ data: { userId, date, prayer, onTime: true } });
}

async function completeDay(browser: TestBrowser, date: string, prayers = PRAYERS) {
  for (const prayer of prayers)
    await browser.ok(`mutation($d: String!, $p: PrayerName!) { completePrayer(date: $d, prayer: $p, onTime: true) { id } }`, {
      d: date,
      p: prayer,
    });
}

for (const backend of backends()) {
  describe(`prayer completions and stats (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test('complete, repeat (idempotent), list by date, uncomplete', async () => {
      const { browser, user } = await userIn(server, 'Europe/London');
      // Yesterday: every prayer of it has begun, whatever the time of the test.
      const day = addDays(dateInZone(new Date(), 'Europe/London'), -1);
      await completeDay(browser, day, ['fajr', 'fajr', 'dhuhr']);
      const list = await browser.ok(`query($d: String!) { prayerCompletions(date: $d) { prayer onTime date } }`, { d: day });
      assert.deepEqual(list.prayerCompletions.map((c: { prayer: string }) => c.prayer).sort(), ['dhuhr', 'fajr']);
      assert.equal(list.prayerCompletions[0].onTime, true);
      assert.equal(list.prayerCompletions[0].date, day);
      await browser.ok(`mutation($d: String!) { uncompletePrayer(date: $d, prayer: fajr) }`, { d: day });
      assert.equal(await server.db.prisma.prayerCompletion.count({ where: { userId: user.id } }), 1);
    });

    test('bad dates and prayers are refused and store nothing', async () => {
      const { browser, user } = await userIn(server, 'Europe/London');
      for (const date of ['2026-02-30', '2026-13-01', '21-11-2026', '', '2026-1-1', '1800-01-01']) {
        const result = await browser.gql(`mutation($d: String!) { completePrayer(date: $d, prayer: fajr) { id } }`, { d: date });
        assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', date);
      }
      const wrongPrayer = await browser.gql(`mutation { completePrayer(date: "2026-11-21", prayer: sunrise) { id } }`);
      assert.ok(wrongPrayer.errors?.length);
      assert.equal(await server.db.prisma.prayerCompletion.count({ where: { userId: user.id } }), 0);
    });

    test('no ticking ahead: a later day, or a prayer of today that has not begun at the place, is 400', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp({ location: placeAtHour(1) });
      const zone = placeAtHour(1).timezone;
      const today = dateInZone(new Date(), zone);
      const tick = (d: string, p: string) =>
        browser.gql(`mutation($d: String!, $p: PrayerName!) { completePrayer(date: $d, prayer: $p) { id } }`, { d, p });
      const early = await tick(today, 'fajr');
      assert.equal(early.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.match(early.errors?.[0]?.message ?? '', /^Fajr has not started yet: it can be marked completed from \d\d:\d\d$/);
      for (const date of [addDays(today, 1), '2199-01-01']) {
        const ahead = await tick(date, 'fajr');
        assert.equal(ahead.errors?.[0]?.message, 'Prayers can only be marked completed on their day, not in advance', date);
      }
      assert.equal(await server.db.prisma.prayerCompletion.count({ where: { userId: user.id } }), 0);
      // Missed prayers of earlier days may still be recorded (spec: passed prayers show 'Missed').
      await completeDay(browser, addDays(today, -1), ['isha']);
      assert.equal(await server.db.prisma.prayerCompletion.count({ where: { userId: user.id } }), 1);

      // Where the day's prayers have all begun, today's isha is accepted.
      const late = new TestBrowser(server.url);
      const lateUser = await late.signUp({ location: placeAtHour(22) });
      await completeDay(late, dateInZone(new Date(), placeAtHour(22).timezone), ['fajr', 'isha']);
      assert.equal(await server.db.prisma.prayerCompletion.count({ where: { userId: lateUser.id } }), 2);
    });

    test('a reflection is only for today at the place, with 15 minutes of tolerance around midnight', async () => {
      // A zone whose clock is now well away from midnight, so that the 15-minute grace
      // around it does not apply to the dates below (that grace is checked further down).
      const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
      const zone = ['Asia/Tokyo', 'Europe/London', 'America/New_York'].find((z) => hourIn(z) >= 1 && hourIn(z) <= 22)!;
      const { browser, user } = await userIn(server, zone);
      const today = dateInZone(new Date(), zone);
      const save = (d: string) =>
        browser.gql(`mutation($d: String!) { saveReflection(date: $d, mood: Calm, goal: Work, concern: Faith) { id } }`, { d });
      for (const date of [addDays(today, 1), addDays(today, -1), '2026-01-01']) {
        const refused = await save(date);
        assert.equal(refused.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', date);
        assert.equal(refused.errors?.[0]?.message, `A reflection can only be saved for today (${today} where you are)`);
      }
      assert.equal(await server.db.prisma.reflection.count({ where: { userId: user.id } }), 0);
      assert.equal((await save(today)).errors, undefined);
      // 00:05 on the 5th in Tokyo: the 4th is still accepted, the 3rd is not; 23:50 on the 4th accepts the 5th.
      const tokyo = (await userIn(server, 'Asia/Tokyo')).user.id;
      const justAfter = new Date('2026-06-04T15:05:00Z');
      await checkReflectionDay(server.db.prisma, tokyo, '2026-06-04', justAfter);
      await assert.rejects(checkReflectionDay(server.db.prisma, tokyo, '2026-06-03', justAfter), /only be saved for today \(2026-06-05/);
      await checkReflectionDay(server.db.prisma, tokyo, '2026-06-05', new Date('2026-06-04T14:50:00Z'));
      await assert.rejects(checkReflectionDay(server.db.prisma, tokyo, '2026-06-05', new Date('2026-06-04T14:30:00Z')));
    });

    test('writes need a session and act only for it', async () => {
      const before = await server.db.prisma.prayerCompletion.count();
      const anonymous = new TestBrowser(server.url);
      const result = await anonymous.gql(`mutation { completePrayer(date: "2026-11-21", prayer: fajr) { id } }`);
      assert.equal(result.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const stats = await anonymous.gql(`{ prayerStats { streak } }`);
      assert.equal(stats.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const removal = await anonymous.gql(`mutation { uncompletePrayer(date: "2026-11-21", prayer: fajr) }`);
      assert.equal(removal.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(await server.db.prisma.prayerCompletion.count(), before);
    });

    test("'today' is the place's date: a streak across the date line", async () => {
      // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same calendar day.
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        const { browser, user } = await userIn(server, zone);
        const today = dateInZone(new Date(), zone);
        await completeDay(browser, addDays(today, -2));
        await completeDay(browser, addDays(today, -1));
        await recordToday(server, user.id, today, ['fajr', 'dhuhr']);
        const { prayerStats: stats } = await browser.ok(
          `{ prayerStats { streak todayCompleted todayTotal weekCompleted weekTotal } }`,
        );
        assert.deepEqual(stats, { streak: 2, todayCompleted: 2, todayTotal: 5, weekCompleted: 12, weekTotal: 35 }, zone);
        await recordToday(server, user.id, today, ['asr', 'maghrib', 'isha']);
        const full = await browser.ok(`{ prayerStats { streak todayCompleted } }`);
        assert.deepEqual(full.prayerStats, { streak: 3, todayCompleted: 5 }, zone);
      }
    });

    test('a streak is broken by one incomplete day, and survives midnight and a DST change', async () => {
      const { browser, user } = await userIn(server, 'Europe/London');
      // London's clocks went forward on 2026-03-29; complete the 27th to the 29th, miss part of the 26th.
      for (const day of ['2026-03-25', '2026-03-27', '2026-03-28', '2026-03-29']) await completeDay(browser, day);
      await completeDay(browser, '2026-03-26', ['fajr', 'dhuhr', 'asr', 'maghrib']);
      // 23:30 on the 29th in London (BST) is 22:30 UTC: still the 29th there.
      const lateOn29th = new Date('2026-03-29T22:30:00Z');
      assert.equal((await prayerStats(server.db.prisma, user.id, lateOn29th)).streak, 3);
      // Just after midnight on the 30th (23:05 UTC on the 29th): today not done yet, streak still counts to yesterday.
      const justAfterMidnight = new Date('2026-03-29T23:05:00Z');
      const stats = await prayerStats(server.db.prisma, user.id, justAfterMidnight);
      assert.equal(stats.streak, 3);
      assert.equal(stats.todayCompleted, 0);
      assert.equal(stats.weekCompleted, 5 * 4 + 4);
      // A day later with nothing done on the 30th: the streak is broken.
      assert.equal((await prayerStats(server.db.prisma, user.id, new Date('2026-03-31T12:00:00Z'))).streak, 0);
    });

    test('reflection streak follows the same rule', async () => {
      const { browser, user } = await userIn(server, 'Asia/Tokyo');
      // Past days straight to the database: the API takes only today's reflection.
      for (const date of ['2026-06-01', '2026-06-02', '2026-06-04'])
        await server.db.prisma.reflection.create({ data: { userId: user.id, date, mood: 'Calm', goal: 'Work', concern: 'Faith' } });
      assert.equal(await reflectionStreak(server.db.prisma, user.id, new Date('2026-06-04T03:00:00Z')), 1);
      // 05:00 on the 3rd in Tokyo: nothing yet today, the streak still ends yesterday.
      assert.equal(await reflectionStreak(server.db.prisma, user.id, new Date('2026-06-02T20:00:00Z')), 2);
      // 01:00 on the 6th in Tokyo: the 5th was missed, so the streak is gone.
      assert.equal(await reflectionStreak(server.db.prisma, user.id, new Date('2026-06-05T16:00:00Z')), 0);
      assert.equal(await reflectionStreak(server.db.prisma, user.id, new Date('2026-06-02T10:00:00Z')), 2);
      // Saving twice on one day keeps one reflection with the new answers.
      const today = dateInZone(new Date(), 'Asia/Tokyo');
      await browser.ok(`mutation($d: String!) { saveReflection(date: $d, mood: Calm, goal: Work, concern: Faith) { id } }`, { d: today });
      await browser.ok(`mutation($d: String!) { saveReflection(date: $d, mood: Grateful, goal: Family, concern: Future) { id } }`, { d: today });
      const list = await browser.ok(`{ reflections { date mood } }`);
      assert.deepEqual(list.reflections.map((r: { date: string }) => r.date), [today, '2026-06-04', '2026-06-02', '2026-06-01']);
      assert.equal(list.reflections[0].mood, 'Grateful');
    });
  });
}
