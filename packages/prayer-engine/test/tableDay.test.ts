// A kept published row laid over a day's computed times (issue 33): its clocks
// and instants on its date, imsak moved with its fajr, 'H:MM' read as 'HH:MM',
// other dates untouched, and the next prayer taken from the row.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computePrayerTimes } from '../src/compute.ts';
import { instantAt } from '../src/mosqueDay.ts';
import { upcomingPrayer } from '../src/status.ts';
import { tableTimes, withTableRow } from '../src/tableDay.ts';

const LONDON = { latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London', countryCode: 'GB' };
const SETTINGS = { calc_method: 'MuslimWorldLeague' as const };
const ROW = { date: '2026-11-27', fajr: '5:50', dhuhr: '12:05', asr: '13:55', maghrib: '16:00', isha: '18:30' };

test("the row's clocks and instants on its date; sunrise, which it lacks, stays computed", () => {
  const computed = computePrayerTimes(LONDON, '2026-11-27', SETTINGS)!;
  const day = withTableRow(computed, ROW);
  assert.equal(day.fajr, '05:50');
  assert.equal(day.isha, '18:30');
  assert.equal(day.instants.isha.toISOString(), instantAt('2026-11-27', '18:30', 'Europe/London').toISOString());
  assert.equal(day.sunrise, computed.sunrise);
  assert.equal(day.instants.fajr.getTime() - day.instants.imsak.getTime(), computed.instants.fajr.getTime() - computed.instants.imsak.getTime(), 'imsak keeps its distance to fajr');
  assert.notEqual(day.imsak, computed.imsak);
  assert.equal(computed.isha === '18:30', false, 'the computed day is not changed');
});

test('dates the table lacks, and no table, are the computed times', () => {
  assert.deepEqual(tableTimes(LONDON, '2026-11-28', SETTINGS, [ROW]), computePrayerTimes(LONDON, '2026-11-28', SETTINGS));
  assert.deepEqual(tableTimes(LONDON, '2026-11-27', SETTINGS, null), computePrayerTimes(LONDON, '2026-11-27', SETTINGS));
});

test("the next prayer comes from the row: at 18:00 it is the row's Isha, not the computed one", () => {
  const now = instantAt('2026-11-27', '18:00', 'Europe/London');
  const next = upcomingPrayer(LONDON, now, SETTINGS, [ROW])!;
  assert.equal(next.prayer, 'isha');
  assert.equal(next.time, '18:30');
  assert.equal(next.countdown, '00:30:00');
  // Computed, Isha (about 17:52) has passed: the next is tomorrow's Fajr.
  assert.equal(upcomingPrayer(LONDON, now, SETTINGS)!.prayer, 'fajr');
});
