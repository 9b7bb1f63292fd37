// Current/next prayer, statuses, on-time rule and countdown (spec sections 4 and 9).
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import {
  computePrayerTimes,
  currentPrayer,
  defaultPrayerSettings,
  formatCountdown,
  isOnTime,
  nextPrayer,
  nextPrayerFrom,
  prayerStatuses,
  statusLabel,
  upcomingPrayer,
  type DayPrayerTimes,
} from '../src/index.ts';
import { TIME_NAMES, type TimeName } from '../src/types.ts';

// A hand-made day in UTC: fajr 05:00, sunrise 06:30, dhuhr 12:00, asr 15:30, maghrib 18:00, isha 19:30.
function day(date: string, hm: Record<TimeName, string>): DayPrayerTimes {
  const instants = {} as DayPrayerTimes['instants'];
  for (const p of TIME_NAMES) instants[p] = new Date(`${date}T${hm[p]}:00Z`);
  instants.imsak = new Date(instants.fajr.getTime() - 10 * 60_000);
  return { date, timezone: 'UTC', instants, imsak: '', ...hm };
}
const hm = { fajr: '05:00', sunrise: '06:30', dhuhr: '12:00', asr: '15:30', maghrib: '18:00', isha: '19:30' };
const today = day('2026-05-10', hm);
const tomorrow = day('2026-05-11', { ...hm, fajr: '04:59' });
const at = (time: string, date = '2026-05-10') => new Date(`${date}T${time}Z`);

test('current prayer: the latest time that has begun, none before fajr; next: the one after, none after isha', () => {
  const cases: [string, string, string][] = [
    ['00:00:00', 'none', 'fajr'],
    ['04:59:59', 'none', 'fajr'],
    ['05:00:00', 'fajr', 'sunrise'],
    ['06:30:00', 'sunrise', 'dhuhr'],
    ['11:59:59', 'sunrise', 'dhuhr'],
    ['12:00:00', 'dhuhr', 'asr'],
    ['17:59:59', 'asr', 'maghrib'],
    ['18:00:00', 'maghrib', 'isha'],
    ['19:30:00', 'isha', 'none'],
    ['23:59:59', 'isha', 'none'],
  ];
  for (const [time, current, next] of cases) {
    assert.equal(currentPrayer(today, at(time)), current, time);
    assert.equal(nextPrayer(today, at(time)), next, time);
  }
});

test("current/next agree with adhan's PrayerTimes.currentPrayer/nextPrayer at any moment", () => {
  const coords = new Coordinates(21.4225, 39.8262);
  const adhanTimes = new PrayerTimes(coords, new Date(2026, 4, 10, 12), CalculationMethod.UmmAlQura());
  const ours = computePrayerTimes({ latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh' }, '2026-05-10', {
    ...defaultPrayerSettings(),
    calc_method: 'UmmAlQura',
  })!;
  for (const p of TIME_NAMES) assert.equal(ours.instants[p].getTime(), adhanTimes[p].getTime(), p);
  const start = ours.instants.fajr.getTime() - 3 * 3_600_000;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 30 * 3_600_000 }), (offset) => {
      const now = new Date(start + offset);
      return currentPrayer(ours, now) === adhanTimes.currentPrayer(now) && nextPrayer(ours, now) === adhanTimes.nextPrayer(now);
    }),
    { numRuns: 2000 },
  );
});

test('statuses of the five: passed once the next time begins, current inside its time, else upcoming', () => {
  const s = (time: string) => prayerStatuses(today, at(time));
  assert.deepEqual(s('04:00:00'), { fajr: 'upcoming', dhuhr: 'upcoming', asr: 'upcoming', maghrib: 'upcoming', isha: 'upcoming' });
  assert.deepEqual(s('05:00:00'), { fajr: 'current', dhuhr: 'upcoming', asr: 'upcoming', maghrib: 'upcoming', isha: 'upcoming' });
  // Fajr's time ends at sunrise; nothing is current until dhuhr.
  assert.deepEqual(s('09:00:00'), { fajr: 'passed', dhuhr: 'upcoming', asr: 'upcoming', maghrib: 'upcoming', isha: 'upcoming' });
  assert.deepEqual(s('14:00:00'), { fajr: 'passed', dhuhr: 'current', asr: 'upcoming', maghrib: 'upcoming', isha: 'upcoming' });
  assert.deepEqual(s('18:30:00'), { fajr: 'passed', dhuhr: 'passed', asr: 'passed', maghrib: 'current', isha: 'upcoming' });
  assert.deepEqual(s('23:00:00'), { fajr: 'passed', dhuhr: 'passed', asr: 'passed', maghrib: 'passed', isha: 'current' });
});

test('labels: Completed wins, else Missed / Current / Upcoming', () => {
  assert.equal(statusLabel('passed', false), 'Missed');
  assert.equal(statusLabel('current', false), 'Current');
  assert.equal(statusLabel('upcoming', false), 'Upcoming');
  for (const s of ['passed', 'current', 'upcoming'] as const) assert.equal(statusLabel(s, true), 'Completed');
});

test('on time: current, or passed less than an hour ago', () => {
  assert.equal(isOnTime(today, 'fajr', at('04:59:59')), false, 'not begun');
  assert.equal(isOnTime(today, 'fajr', at('05:00:00')), true);
  assert.equal(isOnTime(today, 'fajr', at('06:29:59')), true);
  assert.equal(isOnTime(today, 'fajr', at('07:29:59')), true, 'passed at sunrise 06:30, under an hour ago');
  assert.equal(isOnTime(today, 'fajr', at('07:30:00')), false, 'an hour after');
  assert.equal(isOnTime(today, 'dhuhr', at('16:29:59')), true);
  assert.equal(isOnTime(today, 'dhuhr', at('16:30:00')), false);
  assert.equal(isOnTime(today, 'isha', at('23:59:59')), true, 'isha lasts to the end of the day');
  assert.equal(isOnTime(today, 'asr', at('12:00:00')), false, 'upcoming');
});

test('countdown HH:MM:SS', () => {
  assert.equal(formatCountdown(0), '00:00:00');
  assert.equal(formatCountdown(-5000), '00:00:00');
  assert.equal(formatCountdown(1), '00:00:01', 'a partial second still counts');
  assert.equal(formatCountdown(59_000), '00:00:59');
  assert.equal(formatCountdown(3_600_000), '01:00:00');
  assert.equal(formatCountdown((23 * 3600 + 59 * 60 + 59) * 1000), '23:59:59');
});

test('next prayer card: the first of the five after now (sunrise skipped), after isha tomorrow’s fajr', () => {
  assert.deepEqual(nextPrayerFrom(today, tomorrow, at('04:00:00')), {
    prayer: 'fajr', time: '05:00', at: at('05:00:00'), countdown: '01:00:00', date: '2026-05-10', isTomorrow: false,
  });
  assert.equal(nextPrayerFrom(today, tomorrow, at('06:00:00'))!.prayer, 'dhuhr');
  assert.equal(nextPrayerFrom(today, tomorrow, at('06:00:00'))!.countdown, '06:00:00');
  assert.equal(nextPrayerFrom(today, tomorrow, at('12:00:00'))!.prayer, 'asr', 'at its exact time a prayer is no longer next');
  assert.deepEqual(nextPrayerFrom(today, tomorrow, at('21:58:29')), {
    prayer: 'fajr', time: '04:59', at: at('04:59:00', '2026-05-11'), countdown: '07:00:31', date: '2026-05-11', isTomorrow: true,
  });
  assert.equal(nextPrayerFrom(today, null, at('21:00:00')), null);
});

test('upcomingPrayer at a real place: after isha it is the place’s tomorrow fajr', () => {
  const jakarta = { latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta', countryCode: 'ID' };
  const t = computePrayerTimes(jakarta, '2026-11-21')!;
  const next = computePrayerTimes(jakarta, '2026-11-22')!;
  // 23:30 in Jakarta (UTC+7) is 16:30 UTC, still 21 Nov in Los Angeles too.
  const lateEvening = new Date('2026-11-21T16:30:00Z');
  const u = upcomingPrayer(jakarta, lateEvening)!;
  assert.equal(u.prayer, 'fajr');
  assert.equal(u.date, '2026-11-22');
  assert.equal(u.isTomorrow, true);
  assert.equal(u.at.getTime(), next.instants.fajr.getTime());
  // Mid-afternoon there: asr or maghrib of the same day.
  const afternoon = new Date(t.instants.asr.getTime() + 60_000);
  const v = upcomingPrayer(jakarta, afternoon)!;
  assert.equal(v.prayer, 'maghrib');
  assert.equal(v.time, t.maghrib);
  assert.equal(v.countdown, formatCountdown(t.instants.maghrib.getTime() - afternoon.getTime()));
});
