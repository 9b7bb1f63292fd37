// Dates at the place, the Hijri line against the Umm al-Qura day table,
// relative times and flags.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { flagEmoji, formatClock, hijriDate, hijriDateLine, relativeTime, todayAt } from './index.ts';
import { compareWithCsv, readUmmAlQuraCsv, type Comparison } from './scripts/hijri-differences.ts';

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

test('Umm al-Qura table 1400–1500 AH vs Intl islamic-umalqura: identical 1420–1450, known month starts differ', () => {
  const result: Comparison = compareWithCsv();
  const fixture = JSON.parse(readFileSync(new URL('./fixtures/hijri-csv-differences.json', import.meta.url), 'utf8')) as {
    days: number;
    differingDayCount: number;
    differingMonths: Comparison['differingMonths'];
  };
  console.log(`  ${result.days} days compared, ${result.differingDays.length} differ, in ${result.differingMonths.length} months`);
  assert.equal(result.days, 35792);
  // Independent of the fixture: 1420–1450 AH (1999-04-17 .. 2029-05-14) match every day.
  const firstOf1420 = readUmmAlQuraCsv().find((r) => r.hy === 1420)!.gregorian;
  const firstOf1451 = readUmmAlQuraCsv().find((r) => r.hy === 1451)!.gregorian;
  assert.deepEqual(result.differingDays.filter((g) => g >= firstOf1420 && g < firstOf1451), []);
  // Every difference is Intl starting a month 1 or 2 days after the table.
  for (const [month, csv, intl] of result.differingMonths) {
    assert.ok(intl, month);
    const lag = (Date.parse(intl) - Date.parse(csv)) / DAY;
    assert.ok(lag === 1 || lag === 2, `${month}: ${lag}`);
  }
  // The exact list (docs/prayer-engine.md explains it).
  assert.deepEqual(result.differingMonths, fixture.differingMonths);
  assert.equal(result.differingDays.length, fixture.differingDayCount);
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

test('flag emoji from regional indicator symbols; a globe for an invalid code', () => {
  // U+1F1EC U+1F1E7 = G B, U+1F1F8 U+1F1E6 = S A
  assert.equal(flagEmoji('GB'), '\u{1F1EC}\u{1F1E7}');
  assert.equal(flagEmoji('gb'), '\u{1F1EC}\u{1F1E7}');
  assert.equal(flagEmoji('SA'), '\u{1F1F8}\u{1F1E6}');
  for (const bad of ['', 'G', 'GBR', '12', 'G1', 'XX', 'UN', 'ZZ', null, undefined, 44]) {
    assert.equal(flagEmoji(bad), '\u{1F310}', String(bad));
  }
});
