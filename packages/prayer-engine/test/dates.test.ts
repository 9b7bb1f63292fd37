// Dates at the place, the Hijri date against every day of the official
// Umm al-Qura table (and Intl outside it), and relative times.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { HIJRI_MONTH_NAMES } from '../src/dates.ts';
import { formatClock, hijriDate, hijriDateLine, relativeTime, todayAt, type HijriDate } from '../src/index.ts';
import { compareIntlWithTable } from '../scripts/hijri-differences.ts';
import { readUmmAlQuraCsv } from '../scripts/ummalqura-csv.ts';
import { monthTableOf, tableModule } from '../scripts/ummalqura-table.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

test('todayAt and formatClock read the place’s wall clock, not the device’s', () => {
  const now = new Date('2026-11-21T22:30:00Z'); // 14:30 on the 21st in Los Angeles
  assert.equal(todayAt('Asia/Riyadh', now), '2026-11-22'); // UTC+3
  assert.equal(formatClock(now, 'Asia/Riyadh'), '01:30');
  assert.equal(todayAt('Asia/Jakarta', now), '2026-11-22'); // UTC+7
  assert.equal(formatClock(now, 'Asia/Jakarta'), '05:30');
  assert.equal(todayAt('America/New_York', now), '2026-11-21'); // UTC-5
  assert.equal(formatClock(now, 'America/New_York'), '17:30');
  assert.equal(formatClock(new Date('2026-07-01T00:05:00Z'), 'UTC'), '00:05', 'midnight is 00, not 24');
  assert.equal(formatClock(new Date('2026-07-01T00:05:00Z'), 'Europe/London'), '01:05', 'BST');
});

test('Hijri line: the spec example, checked against the Umm al-Qura table', () => {
  // CSV row: 1448-06-11 = 2026-11-21 (Jumada II = month 6).
  const row = readUmmAlQuraCsv().find((r) => r.gregorian === '2026-11-21')!;
  assert.deepEqual([row.hy, row.hm, row.hd], [1448, 6, 11]);
  assert.equal(hijriDateLine('2026-11-21', 'Asia/Riyadh'), 'Nov 21, 2026 • 11 Jumada II 1448 AH');
  // Cross-checks named in SOURCES.md: 25 Rabi I 1437 = 2016-01-05, 1 Ramadan 1447 = 2026-02-18.
  assert.equal(hijriDateLine('2016-01-05', 'UTC'), 'Jan 5, 2016 • 25 Rabiʻ I 1437 AH');
  assert.deepEqual(hijriDate('2026-02-18'), { year: 1447, month: 9, day: 1, monthName: 'Ramadan' });
});

test('Hijri line uses the date at the place', () => {
  const now = new Date('2026-11-21T22:30:00Z');
  assert.equal(hijriDateLine(now, 'Asia/Riyadh'), 'Nov 22, 2026 • 12 Jumada II 1448 AH');
  assert.equal(hijriDateLine(now, 'America/New_York'), 'Nov 21, 2026 • 11 Jumada II 1448 AH');
  assert.equal(hijriDateLine('2026-02-30', 'UTC'), '');
  assert.equal(hijriDateLine(now, 'Not/AZone'), '');
  assert.equal(hijriDateLine(new Date(Number.NaN), 'UTC'), '');
});

const table = readUmmAlQuraCsv();
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);

test('every day of the official Umm al-Qura table, 1343–1500 AH, is the Hijri date shown', () => {
  assert.equal(table.length, 55_991);
  assert.deepEqual([table[0]!.gregorian, table.at(-1)!.gregorian], ['1924-08-01', '2077-11-16']);
  const mismatches: string[] = [];
  for (const row of table) {
    const h = hijriDate(row.gregorian);
    if (!h || h.year !== row.hy || h.month !== row.hm || h.day !== row.hd || h.monthName !== HIJRI_MONTH_NAMES[row.hm - 1]) {
      mismatches.push(`${row.gregorian}: table ${row.hy}-${row.hm}-${row.hd}, shown ${JSON.stringify(h)}`);
    }
  }
  console.log(`  ${table.length} days checked, ${mismatches.length} mismatches`);
  assert.deepEqual(mismatches.slice(0, 10), []);
  // The table is what makes this pass: Intl alone differs on thousands of
  // these days (from 1451 AH, August 2029, on about a quarter of them).
  const intl = compareIntlWithTable(1451, 1500, table);
  assert.ok(intl.differingDays.length > 1000, `Intl differs on ${intl.differingDays.length} days of 1451–1500`);
});

test('the shipped month table is the one derived from the day table; a broken day table is refused', () => {
  const shipped = readFileSync(new URL('../src/ummalqura-table.ts', import.meta.url), 'utf8');
  assert.equal(shipped, tableModule(monthTableOf(table)), 'run scripts/ummalqura-table.ts');
  assert.throws(() => monthTableOf(table.filter((_, i) => i !== 1000)), /not consecutive/);
  assert.throws(() => monthTableOf(table.slice(1)), /1 Muharram/);
  assert.throws(() => monthTableOf(table.slice(0, -1).concat({ ...table.at(-1)!, hd: 1 })), /out of sequence/);
});

test('the table’s irregular early months (28 and 31 days, as published) are kept', () => {
  // Ramadan 1343 has 28 days, Jumada I 1345 has 31.
  assert.deepEqual(hijriDate('1925-04-23'), { year: 1343, month: 9, day: 28, monthName: 'Ramadan' });
  assert.deepEqual(hijriDate('1925-04-24'), { year: 1343, month: 10, day: 1, monthName: 'Shawwal' });
  const jumada = table.filter((r) => r.hy === 1345 && r.hm === 5);
  assert.equal(jumada.length, 31);
  assert.equal(hijriDate(jumada.at(-1)!.gregorian)?.day, 31);
});

test('month names are Intl’s English names, as before', () => {
  const seen = new Map<number, string>();
  const numeric = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', calendar: 'islamic-umalqura', month: 'numeric' });
  const long = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', calendar: 'islamic-umalqura', month: 'long' });
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 1, 1); t += DAY) seen.set(Number(numeric.format(t)), long.format(t));
  assert.deepEqual([...seen.keys()].sort((x, y) => x - y), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  for (const [month, name] of seen) assert.equal(HIJRI_MONTH_NAMES[month - 1], name, `month ${month}`);
});

/** Day after day, the Hijri date goes up by one, or to day 1 of the next month after day 29 or 30. */
function assertContinuous(from: number, to: number) {
  let prev: HijriDate | null = null;
  for (let t = from; t <= to; t += DAY) {
    const h = hijriDate(ymd(t));
    assert.ok(h && Number.isInteger(h.year) && h.month >= 1 && h.month <= 12 && h.monthName, ymd(t));
    if (prev) {
      const sameMonth = h.year === prev.year && h.month === prev.month && h.day === prev.day + 1;
      const nextMonth =
        h.day === 1 &&
        (prev.day === 29 || prev.day === 30) &&
        (h.month === prev.month + 1 ? h.year === prev.year : h.month === 1 && prev.month === 12 && h.year === prev.year + 1);
      assert.ok(sameMonth || nextMonth, `${ymd(t)}: ${JSON.stringify(prev)} → ${JSON.stringify(h)}`);
    }
    prev = h;
  }
}

test('outside the table, Intl gives a sensible date and the seams join up', () => {
  // A year before and a year after, day by day.
  assertContinuous(Date.UTC(1923, 6, 1), Date.UTC(1924, 6, 31));
  assertContinuous(Date.UTC(2077, 10, 16), Date.UTC(2078, 11, 31));
  // The day before the table is late Dhuʻl-Hijjah 1342 (Intl's month runs a
  // day later than the table's, so it stops at 28 there); the day after is 1 Muharram 1501.
  const before = hijriDate('1924-07-31')!;
  assert.deepEqual([before.year, before.month, before.monthName], [1342, 12, 'Dhuʻl-Hijjah']);
  assert.ok(before.day >= 28 && before.day <= 30, String(before.day));
  assert.deepEqual(hijriDate('1924-08-01'), { year: 1343, month: 1, day: 1, monthName: 'Muharram' });
  assert.deepEqual(hijriDate('2077-11-16'), { year: 1500, month: 12, day: 30, monthName: 'Dhuʻl-Hijjah' });
  assert.deepEqual(hijriDate('2077-11-17'), { year: 1501, month: 1, day: 1, monthName: 'Muharram' });
  // Far away: the right century and a real month.
  assert.equal(hijriDate('1800-01-01')?.year, 1214);
  assert.equal(hijriDate('2200-01-01')?.year, 1626);
});

test('Hijri adjustment: the Hijri date of the day shifted by −2…+2 days; the Gregorian date stays', () => {
  // Table: 2026-11-21 = 11 Jumada II 1448; 1 Ramadan 1447 = 2026-02-18.
  for (const n of [-2, -1, 0, 1, 2]) {
    const shifted = ymd(Date.UTC(2026, 10, 21) + n * DAY);
    assert.deepEqual(hijriDate('2026-11-21', 'UTC', n), hijriDate(shifted), `${n}`);
  }
  assert.equal(hijriDateLine('2026-11-21', 'Asia/Riyadh', 1), 'Nov 21, 2026 • 12 Jumada II 1448 AH');
  assert.equal(hijriDateLine('2026-11-21', 'Asia/Riyadh', -2), 'Nov 21, 2026 • 9 Jumada II 1448 AH');
  // Across a month start: the day before 1 Ramadan, one day ahead, is 1 Ramadan.
  assert.deepEqual(hijriDate('2026-02-17', 'UTC', 1), { year: 1447, month: 9, day: 1, monthName: 'Ramadan' });
  assert.equal(hijriDate('2026-02-18', 'UTC', -1)?.monthName, 'Shaʻban');
  // With an instant, the shift applies to the day at the place.
  const now = new Date('2026-11-21T22:30:00Z');
  assert.equal(hijriDateLine(now, 'Asia/Riyadh', 1), 'Nov 22, 2026 • 13 Jumada II 1448 AH');
  // Not a whole number of days within ±2: no shift.
  for (const bad of [3, -3, 0.5, Number.NaN, Infinity]) {
    assert.deepEqual(hijriDate('2026-11-21', 'UTC', bad), hijriDate('2026-11-21'), String(bad));
  }
});

test('relative times (spec section 9)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now, 'UTC');
  const cases: [number, string][] = [
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1m ago'],
    [59 * MIN + 59_999, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MIN, '23h ago'],
    [DAY, 'Yesterday'],
    [2 * DAY - 1, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [7 * DAY - 1, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [359 * DAY, '11 months ago'],
    [360 * DAY, 'Nov 26, 2025'],
    [800 * DAY, 'Sep 12, 2024'],
  ];
  for (const [ms, expected] of cases) assert.equal(ago(ms), expected, `${ms} ms`);
  assert.equal(relativeTime(new Date(now.getTime() + 5 * MIN), now), 'Just now', 'clock skew');
  assert.equal(relativeTime('2026-11-21T11:15:00Z', now), '45m ago', 'ISO strings from the server');
  assert.equal(relativeTime('not a date', now), '');
});

