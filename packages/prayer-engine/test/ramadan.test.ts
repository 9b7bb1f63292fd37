// Imsak per preset against Diyanet's Ramadan 1447 imsakiye, the announced
// month starts (Türkiye began Ramadan 1447 a day after Umm al-Qura), and
// Ramadan's day, last ten nights, Eid and the suhoor/iftar countdown.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  computePrayerTimes,
  hijriDate,
  hijriMonthDays,
  imsakMinutes,
  nextFastMark,
  normalizePrayerSettings,
  ramadanState,
  type MonthStart,
  type PlaceInput,
} from '../src/index.ts';
import { clockDiff, minutesOf24h, refPath } from '../scripts/refdata.ts';

const istanbul: PlaceInput = { latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul', countryCode: 'TR' };
const kualaLumpur: PlaceInput = { latitude: 3.139, longitude: 101.6869, timezone: 'Asia/Kuala_Lumpur', countryCode: 'MY' };
const jakarta: PlaceInput = { latitude: -6.1754, longitude: 106.8272, timezone: 'Asia/Jakarta', countryCode: 'ID' };
const london: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const MIN = 60_000;

interface ImsakiyeRow {
  formatliTarih: string;
  hicriTarih: string;
  imsak: string;
}
const imsakiye = (file: string) =>
  (JSON.parse(readFileSync(refPath('imsakiye', `${file}.json`), 'utf8')) as { namaz_vakitleri: ImsakiyeRow[] }).namaz_vakitleri;
const isoOf = (row: ImsakiyeRow) => row.formatliTarih.split('.').reverse().join('-');
// Türkiye's announcement for Ramadan 1447, and Shawwal after its 29 days.
const TURKEY_1447: MonthStart[] = [
  { month: '1447-09', start: '2026-02-19' },
  { month: '1447-10', start: '2026-03-20' },
];

test("Diyanet's imsakiye (Ramadan 1447, Istanbul and Ankara): imsak within 2 minutes, and its Hijri dates with Türkiye's announced start", () => {
  for (const [file, latitude, longitude] of [['istanbul-istanbul', 41.0082, 28.9784], ['ankara-ankara', 39.9334, 32.8597]] as const) {
    const rows = imsakiye(file);
    assert.equal(rows.length, 29);
    let max = 0;
    for (const row of rows) {
      const date = isoOf(row);
      const day = computePrayerTimes({ latitude, longitude, timezone: 'Europe/Istanbul', countryCode: 'TR' }, date)!;
      // Diyanet's imsak is its Fajr: the engine's imsak is Fajr itself.
      assert.equal(day.imsak, day.fajr, date);
      const diff = clockDiff(minutesOf24h(day.imsak), minutesOf24h(row.imsak));
      max = Math.max(max, Math.abs(diff));
      assert.ok(Math.abs(diff) <= 2, `${file} ${date}: ours ${day.imsak}, Diyanet ${row.imsak}`);
      // '1 Ramazan 1447' on 19 February: the announcement, not the table (which has the 18th).
      const [d, , y] = row.hicriTarih.split(' ');
      const h = hijriDate(date, 'Europe/Istanbul', 0, TURKEY_1447)!;
      assert.deepEqual([h.day, h.month, h.year], [Number(d), 9, Number(y)], `${file} ${date} is ${row.hicriTarih}`);
    }
    console.log(`  imsak ${file}: 29 days, max |deviation| ${max} min`);
  }
  // Without the announcement the table's date stands: 19 February is 2 Ramadan.
  assert.deepEqual(hijriDate('2026-02-19')!.day, 2);
  assert.deepEqual(hijriDate('2026-02-18', 'UTC', 0, TURKEY_1447), { year: 1447, month: 8, day: 30, monthName: 'Shaʻban' });
});

test('imsak per preset: JAKIM and Kemenag 10 minutes before Fajr whatever the setting; elsewhere the setting, 10 by default', () => {
  for (const [place, minutes] of [[kualaLumpur, 10], [jakarta, 10], [istanbul, 0]] as const) {
    const settings = normalizePrayerSettings({}, place);
    for (const imsak_minutes of [undefined, 0, 25]) {
      const day = computePrayerTimes(place, '2027-02-20', { ...settings, imsak_minutes })!;
      assert.equal(day.instants.fajr.getTime() - day.instants.imsak.getTime(), minutes * MIN, `${settings.calc_method} ${imsak_minutes}`);
    }
  }
  const settings = normalizePrayerSettings({}, london);
  assert.equal(imsakMinutes(settings), 10);
  for (const [saved, expected] of [[undefined, 10], [0, 0], [30, 30], [31, 10], [-1, 10], [12.5, 10], ['15', 10]] as const) {
    const normalized = normalizePrayerSettings({ ...settings, imsak_minutes: saved }, london);
    const day = computePrayerTimes(london, '2027-02-20', normalized)!;
    assert.equal((day.instants.fajr.getTime() - day.instants.imsak.getTime()) / MIN, expected, String(saved));
    assert.match(day.imsak, /^\d\d:\d\d$/);
  }
});

test('announced starts: applied ahead of the table, the adjustment on top, far ones ignored', () => {
  // Umm al-Qura: 1 Ramadan 1448 = 2027-02-08.
  assert.deepEqual(hijriDate('2027-02-08'), { year: 1448, month: 9, day: 1, monthName: 'Ramadan' });
  const announced: MonthStart[] = [{ month: '1448-09', start: '2027-02-09' }];
  assert.equal(hijriDate('2027-02-08', 'UTC', 0, announced)!.month, 8, 'the day before the announced start is still Shaʻban');
  // The table's Shaʻban 1448 has 30 days; a later Ramadan lengthens it (its own start was not announced).
  assert.equal(hijriDate('2027-02-08', 'UTC', 0, announced)!.day, 31);
  assert.equal(hijriDate('2027-02-09', 'UTC', 0, announced)!.day, 1);
  // The user's adjustment moves the announced calendar, not the table's.
  assert.equal(hijriDate('2027-02-08', 'UTC', 1, announced)!.day, 1);
  assert.deepEqual(hijriDate('2027-02-10', 'UTC', -1, announced), { year: 1448, month: 9, day: 1, monthName: 'Ramadan' });
  // More than two days from the table, malformed or outside the table: ignored.
  for (const bad of [
    [{ month: '1448-09', start: '2027-02-11' }],
    [{ month: '1448-13', start: '2027-02-09' }],
    [{ month: 'x', start: '2027-02-09' }],
    [{ month: '1600-09', start: '2027-02-09' }],
  ]) {
    assert.equal(hijriDate('2027-02-08', 'UTC', 0, bad as MonthStart[])!.day, 1, JSON.stringify(bad));
  }
  // The month view follows the same starts: Ramadan 1448 announced a day late has 29 days.
  const table = hijriMonthDays(1448, 9)!;
  assert.equal(table[0]!.date, '2027-02-08');
  const late = hijriMonthDays(1448, 9, 0, announced)!;
  assert.equal(late[0]!.date, '2027-02-09');
  assert.equal(late.length, table.length - 1);
  const shifted = hijriMonthDays(1448, 9, 1, announced)!;
  assert.equal(shifted[0]!.date, '2027-02-08');
  // Every day listed reads back as that Hijri day.
  for (const d of late) assert.deepEqual([hijriDate(d.date, 'UTC', 0, announced)!.month, hijriDate(d.date, 'UTC', 0, announced)!.day], [9, d.day]);
  assert.equal(new Date(`${table[0]!.date}T12:00:00Z`).getUTCDay(), table[0]!.weekday);
});

test('Ramadan state: day N, the last ten nights from the 20th evening, Eid on 1 Shawwal, nothing otherwise', () => {
  assert.equal(ramadanState({ year: 1448, month: 8, day: 29 }), null);
  assert.deepEqual(ramadanState({ year: 1448, month: 9, day: 1 }), { kind: 'ramadan', day: 1, lastTen: false, tonight: null });
  assert.deepEqual(ramadanState({ year: 1448, month: 9, day: 20 }), { kind: 'ramadan', day: 20, lastTen: true, tonight: 21 });
  assert.deepEqual(ramadanState({ year: 1448, month: 9, day: 26 }), { kind: 'ramadan', day: 26, lastTen: true, tonight: 27 });
  // A 29-day month has no 30th night; a 30-day one has.
  assert.deepEqual(ramadanState({ year: 1448, month: 9, day: 29 }, 29), { kind: 'ramadan', day: 29, lastTen: true, tonight: null });
  assert.deepEqual(ramadanState({ year: 1448, month: 9, day: 29 }, 30), { kind: 'ramadan', day: 29, lastTen: true, tonight: 30 });
  assert.deepEqual(ramadanState({ year: 1448, month: 10, day: 1 }), { kind: 'eid' });
  assert.equal(ramadanState({ year: 1448, month: 10, day: 2 }), null);
  assert.equal(ramadanState(null), null);
});

test('suhoor and iftar: whichever comes next, counting down; none after the last iftar', () => {
  const today = computePrayerTimes(london, '2027-02-20')!;
  const tomorrow = computePrayerTimes(london, '2027-02-21')!;
  const before = new Date(today.instants.imsak.getTime() - 90 * MIN);
  assert.deepEqual(nextFastMark(today, tomorrow, before), { kind: 'suhoor', at: today.instants.imsak, time: today.imsak, countdown: '01:30:00' });
  const noon = new Date(today.instants.dhuhr.getTime());
  const iftar = nextFastMark(today, tomorrow, noon)!;
  assert.equal(iftar.kind, 'iftar');
  assert.equal(iftar.time, today.maghrib);
  const evening = new Date(today.instants.maghrib.getTime() + MIN);
  assert.equal(nextFastMark(today, tomorrow, evening)!.at, tomorrow.instants.imsak);
  assert.equal(nextFastMark(today, null, evening), null);
});
