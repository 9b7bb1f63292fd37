// Month timetable.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes, monthTimetable } from '../src/index.ts';

const london = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };

test('month timetable: every day of the month, each the same as the single-day computation', () => {
  for (const [month, days] of [['2026-02', 28], ['2028-02', 29], ['2026-03', 31], ['2026-04', 30], ['2026-12', 31]] as const) {
    const table = monthTimetable(london, month);
    assert.ok(table);
    assert.equal(table.length, days, month);
    table.forEach((day, i) => {
      assert.equal(day.date, `${month}-${String(i + 1).padStart(2, '0')}`);
      assert.deepEqual(day, computePrayerTimes(london, day.date));
    });
  }
});

test('month timetable: bad month or place gives null', (t) => {
  t.mock.method(console, 'error', () => {});
  assert.equal(monthTimetable(london, '2026-13'), null);
  assert.equal(monthTimetable(london, '2026-1'), null);
  assert.equal(monthTimetable({ ...london, latitude: 0 }, '2026-01'), null);
});

test('month timetable speed (printed, not asserted)', () => {
  const places = [
    london,
    { latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh', countryCode: 'SA' },
    { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo', countryCode: 'NO' },
  ];
  monthTimetable(london, '2026-01'); // warm up (JIT, Intl formatters)
  for (const place of places) {
    const start = performance.now();
    const table = monthTimetable(place, '2026-06');
    const ms = performance.now() - start;
    assert.equal(table?.length, 30);
    console.log(`  ${place.timezone} 2026-06: ${ms.toFixed(2)} ms for 30 days`);
  }
});
