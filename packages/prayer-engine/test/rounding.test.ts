// How each authority rounds its computed instant to the printed minute (rounding.ts, issue 45 item 7):
// the rules themselves, that the engine rounds once and by the rule, and that every per-time rule a preset
// carries prints more of its authority's minutes than the nearest minute would, on the vendored tables.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rounding } from 'adhan';
import { AUTHORITY_PRESETS, computePrayerTimes } from '../src/index.ts';
import { unroundedTimes } from '../src/compute.ts';
import { roundingRules, toMinute, type MinuteRounding } from '../src/rounding.ts';
import type { MethodParams } from '../src/params.ts';
import { normalizePrayerSettings } from '../src/settings.ts';
import { TIME_NAMES, type TimeName } from '../src/types.ts';
import { utcOffsetMinutes } from '../src/zone.ts';
import { loadTimetables, PRESET_TIMETABLES } from '../scripts/accuracy.ts';

const at = (iso: string) => new Date(iso);

test('the three rules: nearest at 30 s, up is a ceiling, down a floor; a whole minute stays', () => {
  assert.equal(toMinute(at('2026-01-01T05:10:29.999Z'), 'nearest').toISOString(), '2026-01-01T05:10:00.000Z');
  assert.equal(toMinute(at('2026-01-01T05:10:30.000Z'), 'nearest').toISOString(), '2026-01-01T05:11:00.000Z');
  assert.equal(toMinute(at('2026-01-01T05:10:01.000Z'), 'up').toISOString(), '2026-01-01T05:11:00.000Z');
  assert.equal(toMinute(at('2026-01-01T05:10:59.000Z'), 'down').toISOString(), '2026-01-01T05:10:00.000Z');
  for (const rule of ['nearest', 'up', 'down'] as MinuteRounding[]) {
    assert.equal(toMinute(at('2026-01-01T05:10:00.000Z'), rule).toISOString(), '2026-01-01T05:10:00.000Z', rule);
  }
});

test("each time's rule: the recipe's own for that time, else the recipe's, else the method's", () => {
  assert.equal(roundingRules(Rounding.Nearest, undefined).fajr, 'nearest');
  assert.equal(roundingRules(Rounding.Up, undefined).isha, 'up'); // the spec's Singapore method
  const rules = roundingRules(Rounding.Nearest, { fajr_angle: 18, isha_angle: 17, rounding: 'up', rounding_by_time: { fajr: 'down' } });
  assert.deepEqual(rules, { fajr: 'down', sunrise: 'up', dhuhr: 'up', asr: 'up', maghrib: 'up', isha: 'up' });
});

test('the engine prints each time as its rule rounds the unrounded instant', () => {
  const tunis = { latitude: 36.8065, longitude: 10.1815, timezone: 'Africa/Tunis', countryCode: 'TN' };
  const rules = roundingRules(Rounding.Nearest, AUTHORITY_PRESETS.find((p) => p.id === 'TunisiaINM')!.params);
  assert.equal(rules.fajr, 'down');
  assert.equal(rules.isha, 'up');
  for (const date of ['2026-04-01', '2026-06-21', '2026-12-21']) {
    const shown = computePrayerTimes(tunis, date, null)!;
    const raw = unroundedTimes(tunis, date, null)!;
    for (const n of TIME_NAMES) {
      assert.equal(shown.instants[n].getTime(), toMinute(raw[n], rules[n]).getTime(), `${date} ${n}`);
      // The unrounded instant is a real instant, not one already on the minute.
      assert.ok(Math.abs(shown.instants[n].getTime() - raw[n].getTime()) < 60_000, `${date} ${n}`);
    }
  }
});

/** The share of a table's days on which `rule` prints the published minute of `name` under the place's defaults. */
function exactShare(tables: ReturnType<typeof loadTimetables>, name: TimeName, rule: MinuteRounding): number {
  let hit = 0;
  let all = 0;
  for (const t of tables) {
    const place = { latitude: t.latitude, longitude: t.longitude, timezone: t.timezone, countryCode: t.countryCode, elevation: t.elevation };
    const settings = normalizePrayerSettings(null, place);
    for (const day of t.days) {
      const raw = unroundedTimes(place, day.date, settings)![name];
      const shown = toMinute(raw, rule);
      const minutes = (((shown.getTime() / 60_000 + utcOffsetMinutes(shown, t.timezone)) % 1440) + 1440) % 1440;
      all++;
      if (minutes === day.minutes[name]) hit++;
    }
  }
  return hit / all;
}

test("every preset's rounding rule prints more of its authority's minutes than the nearest minute does", () => {
  const tables = loadTimetables();
  let checked = 0;
  for (const preset of AUTHORITY_PRESETS) {
    const params: MethodParams = preset.params;
    const own = params.rounding_by_time ?? {};
    const general = params.rounding;
    const names = TIME_NAMES.filter((n) => (own[n] ?? general ?? 'nearest') !== 'nearest');
    if (!names.length) continue;
    const pick = PRESET_TIMETABLES[preset.id];
    assert.ok(pick, `${preset.id} has tables`);
    const mine = tables.filter(pick);
    for (const n of names) {
      const rule = (own[n] ?? general)!;
      const withRule = exactShare(mine, n, rule);
      const nearest = exactShare(mine, n, 'nearest');
      assert.ok(withRule > nearest, `${preset.id} ${n}: ${rule} ${(withRule * 100).toFixed(1)}% exact, nearest ${(nearest * 100).toFixed(1)}%`);
      checked++;
    }
  }
  assert.ok(checked >= 12, `${checked} per-time rules checked`);
});
