// A mosque's day (issue 33): iqama rules by date (ranged over open, later over
// earlier), minutes after adhan rounded up to 5, the kept table on its dates,
// and clock times turned into instants across a DST change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computePrayerTimes } from '../src/compute.ts';
import { instantAt, iqamaClock, iqamaRuleFor, mosqueDay, type IqamaRule } from '../src/mosqueDay.ts';

const LONDON = { latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London', countryCode: 'GB' };
const SETTINGS = { calc_method: 'MuslimWorldLeague' as const, madhab: 'Shafi' as const, high_lat_rule: 'TwilightAngle' as const, offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } };

test('a rule with a date range beats the open one on its dates; among equals the later wins', () => {
  const rules: IqamaRule[] = [
    { prayer: 'isha', fixed: '20:15' },
    { prayer: 'isha', fixed: '19:00', from: '2026-12-01', to: '2027-02-28' },
    { prayer: 'isha', fixed: '20:30' },
    { prayer: 'fajr', after: 20 },
  ];
  assert.equal(iqamaRuleFor(rules, 'isha', '2026-11-30')?.fixed, '20:30');
  assert.equal(iqamaRuleFor(rules, 'isha', '2026-12-01')?.fixed, '19:00');
  assert.equal(iqamaRuleFor(rules, 'isha', '2027-02-28')?.fixed, '19:00');
  assert.equal(iqamaRuleFor(rules, 'isha', '2027-03-01')?.fixed, '20:30');
  assert.equal(iqamaRuleFor(rules, 'dhuhr', '2027-03-01'), null);
});

test('minutes after adhan, rounded up to 5 when asked, and past midnight', () => {
  assert.equal(iqamaClock({ prayer: 'maghrib', after: 7 }, '16:03'), '16:10');
  assert.equal(iqamaClock({ prayer: 'maghrib', after: 7, roundUp5: true }, '16:03'), '16:10');
  assert.equal(iqamaClock({ prayer: 'maghrib', after: 7, roundUp5: true }, '16:04'), '16:15');
  assert.equal(iqamaClock({ prayer: 'isha', after: 15, roundUp5: true }, '23:50'), '00:05');
  assert.equal(iqamaClock({ prayer: 'isha', fixed: '21:00', after: 5 }, '20:00'), '21:00');
});

test("the kept table's rows on their dates, the settings elsewhere", () => {
  const row = { date: '2026-03-14', fajr: '04:55', dhuhr: '12:15', asr: '15:20', maghrib: '18:05', isha: '19:30' };
  const mosque = { ...LONDON, prayerSettings: SETTINGS, timetable: [row], iqama: [{ prayer: 'isha' as const, after: 10 }] };
  const onTable = mosqueDay(mosque, '2026-03-14')!;
  assert.equal(onTable.fromTable, true);
  assert.equal(onTable.times.isha, '19:30');
  assert.equal(onTable.iqama.isha, '19:40');
  assert.equal(onTable.times.sunrise, computePrayerTimes(LONDON, '2026-03-14', SETTINGS)!.sunrise, 'a table without sunrise takes the computed one');
  const off = mosqueDay(mosque, '2026-03-15')!;
  assert.equal(off.fromTable, false);
  assert.equal(off.times.isha, computePrayerTimes(LONDON, '2026-03-15', SETTINGS)!.isha);
});

test('clock times are instants in the mosque’s zone, on either side of a DST change', () => {
  assert.equal(instantAt('2026-03-28', '20:15', 'Europe/London').toISOString(), '2026-03-28T20:15:00.000Z');
  assert.equal(instantAt('2026-03-30', '20:15', 'Europe/London').toISOString(), '2026-03-30T19:15:00.000Z');
  assert.equal(instantAt('2026-11-26', '05:50', 'Asia/Kuala_Lumpur').toISOString(), '2026-11-25T21:50:00.000Z');
});
