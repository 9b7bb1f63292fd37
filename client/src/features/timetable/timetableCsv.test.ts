// The timetable's rows and its CSV: one line per day, the engine's times, the
// Hijri date with the user's adjustment, night columns only when asked.
process.env.TZ = 'Asia/Tokyo';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes, defaultPrayerSettings, hijriDate, hijriMonthDays, nightAfter, type PlaceInput } from '@prayer-companion/engine';
import { timetableCsv, timetableFileName } from './timetableCsv.ts';
import { timetableRows } from './timetableRows.ts';
import { addMonths, isMonth } from './month.ts';

const london: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const settings = defaultPrayerSettings('GB', london.latitude);

const parse = (csv: string) => csv.trimEnd().split('\r\n').map((line) => line.split(','));

test('the CSV has a header and one line per day with the engine\'s six times and the Hijri date', () => {
  const rows = timetableRows(london, '2026-11', settings, false);
  assert.ok(rows);
  const csv = timetableCsv(rows);
  assert.ok(csv.endsWith('\r\n'));
  const [header, ...lines] = parse(csv);
  assert.deepEqual(header, ['Date', 'Hijri', 'Fajr', 'Sunrise', 'Dhuhr', 'Asr', 'Maghrib', 'Isha']);
  assert.equal(lines.length, 30);
  lines.forEach((line, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    const day = computePrayerTimes(london, date, settings)!;
    const h = hijriDate(date)!;
    assert.deepEqual(line, [date, `${h.day} ${h.monthName} ${h.year}`, day.fajr, day.sunrise, day.dhuhr, day.asr, day.maghrib, day.isha]);
  });
});

test('night columns hold the night after each day, also the month\'s last', () => {
  const rows = timetableRows(london, '2026-02', settings, true)!;
  const [header, ...lines] = parse(timetableCsv(rows));
  assert.deepEqual(header!.slice(-2), ['Midnight', 'Last third']);
  assert.equal(lines.length, 28);
  for (const line of [lines[0]!, lines[27]!]) {
    const night = nightAfter(london, line[0]!, settings)!;
    assert.deepEqual(line.slice(-2), [night.middleOfTheNight, night.lastThirdOfTheNight]);
  }
});

test('the Hijri adjustment moves the Hijri column, not the times', () => {
  const plain = timetableRows(london, '2026-11', settings, false)!;
  const shifted = timetableRows(london, '2026-11', { ...settings, hijri_adjustment: 1 }, false)!;
  assert.equal(shifted[0]!.hijri, plain[1]!.hijri);
  assert.deepEqual(shifted[0]!.day, plain[0]!.day);
  const back = timetableRows(london, '2026-11', { ...settings, hijri_adjustment: -2 }, false)!;
  assert.equal(back[5]!.hijri, plain[3]!.hijri);
});

test('cells with commas or quotes are quoted (RFC 4180)', () => {
  const rows = timetableRows(london, '2026-11', settings, false)!;
  const odd = [{ ...rows[0]!, hijri: '1 "Muharram", 1448' }];
  assert.match(timetableCsv(odd), /^2026-11-01,"1 ""Muharram"", 1448",\d\d:\d\d,/m);
});

test('an unusable place or month gives no rows', (t) => {
  t.mock.method(console, 'error', () => {});
  assert.equal(timetableRows({ ...london, latitude: 0 }, '2026-11', settings, false), null);
  assert.equal(timetableRows(london, '2026-13', settings, false), null);
});

test('file names: month and place, safe characters only', () => {
  assert.equal(timetableFileName('2026-11', 'London'), 'prayer-times-2026-11-london.csv');
  assert.equal(timetableFileName('2026-01', 'São Paulo'), 'prayer-times-2026-01-sao-paulo.csv');
  assert.equal(timetableFileName('2026-01', 'Ad-Dawḥah / الدوحة'), 'prayer-times-2026-01-ad-dawhah.csv');
  assert.equal(timetableFileName('2026-01', 'القاهرة'), 'prayer-times-2026-01.csv');
});

test('months: arithmetic across years, and what counts as a month', () => {
  assert.equal(addMonths('2026-12', 1), '2027-01');
  assert.equal(addMonths('2026-01', -1), '2025-12');
  assert.ok(isMonth('2026-11'));
  for (const bad of ['2026-13', '2026-1', '2026-00', 'x', null]) assert.equal(isMonth(bad), false);
});

test('a month with days of Ramadan carries imsak on those days only; the Ramadan timetable lists the month with imsak, Fajr, Maghrib, Isha', async () => {
  const { ramadanCsv, ramadanFileName } = await import('./timetableCsv.ts');
  const { ramadanRows, ramadanYearFor } = await import('./ramadanRows.ts');
  const { userHijri } = await import('../../entities/hijri/userHijri.ts');
  // February 2027: 1 Ramadan 1448 is the 8th (Umm al-Qura).
  const [header, ...lines] = parse(timetableCsv(timetableRows(london, '2027-02', settings, false)!));
  assert.deepEqual(header!.slice(0, 4), ['Date', 'Hijri', 'Imsak', 'Fajr']);
  for (const line of lines) {
    const day = computePrayerTimes(london, line[0]!, settings)!;
    assert.equal(line[2], line[0]! >= '2027-02-08' ? day.imsak : '', line[0]);
  }
  // The user's adjustment and an announced start move the Ramadan days.
  const shifted = timetableRows(london, '2027-02', settings, false, [{ month: '1448-09', start: '2027-02-09' }])!;
  assert.equal(shifted.find((r) => r.day.date === '2027-02-08')!.imsak, undefined);
  assert.ok(shifted.find((r) => r.day.date === '2027-02-09')!.imsak);
  // November has no Ramadan: no imsak column.
  assert.deepEqual(parse(timetableCsv(timetableRows(london, '2026-11', settings, false)!))[0]!.slice(0, 3), ['Date', 'Hijri', 'Fajr']);

  const calendar = userHijri(settings, []);
  assert.equal(ramadanYearFor(calendar, '2026-11-26'), 1448);
  assert.equal(ramadanYearFor(calendar, '2027-03-20'), 1449, 'after Ramadan: next year’s');
  const rows = ramadanRows(london, 1448, settings, calendar)!;
  assert.equal(rows[0]!.day.date, '2027-02-08');
  assert.equal(rows.length, hijriMonthDays(1448, 9)!.length);
  const [rHeader, ...rLines] = parse(ramadanCsv(rows));
  assert.deepEqual(rHeader, ['Ramadan', 'Date', 'Imsak', 'Fajr', 'Maghrib', 'Isha']);
  const last = rLines[rLines.length - 1]!;
  const day = computePrayerTimes(london, last[1]!, settings)!;
  assert.deepEqual(last, [String(rows.length), last[1], day.imsak, day.fajr, day.maghrib, day.isha]);
  assert.equal(ramadanFileName(1448, 'London'), 'ramadan-1448-london.csv');
});
