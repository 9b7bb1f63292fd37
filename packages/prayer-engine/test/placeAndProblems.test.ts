// Issue 30: a fitted recipe remembers where it was matched and claims its match only near
// there (item 8); a refused timetable says why as a code with values the screens translate
// (item 4); the method list's near-duplicates are tied together by the presets' own fields
// (item 7).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fitTimetable, parseTimetableText, TimetableError, type TimetableProblem } from '../src/fit.ts';
import {
  AUTHORITY_PRESETS,
  fittedDistanceKm,
  fittedElsewhere,
  methodAngles,
  normalizeMethodParams,
  SPEC_CALC_METHODS,
  type AuthorityPreset,
  type PlaceInput,
} from '../src/index.ts';
import { timesSourceLabel } from '../src/presetNames.ts';

const LONDON: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const WEMBLEY = { latitude: 51.556, longitude: -0.2796 };
const KARACHI = { latitude: 24.8607, longitude: 67.0011 };
const YEAR = readFileSync(new URL('../fixtures/official/london-east-london-mosque-2025.csv', import.meta.url), 'utf8');
const WEEK = YEAR.split('\n').slice(0, 8).join('\n');

describe('a mosque’s times belong to its place', () => {
  const fit = fitTimetable(parseTimetableText(WEEK), LONDON, { label: 'East London Mosque' });
  const settings = fit.settings;

  test('the fit records where it was matched, and the stored JSON keeps it', () => {
    assert.equal(settings.calc_method, 'Custom');
    assert.equal(settings.params?.fitted_latitude, 51.5074);
    assert.equal(settings.params?.fitted_longitude, -0.1278);
    assert.deepEqual(normalizeMethodParams(JSON.parse(JSON.stringify(settings.params))), settings.params);
    // Half a place is no place.
    assert.equal(normalizeMethodParams({ fajr_angle: 15, isha_angle: 15, fitted_latitude: 51.5 })?.fitted_latitude, undefined);
  });

  test('near the mosque the match is claimed; 50 km away and further it is not', () => {
    assert.ok(fittedDistanceKm(settings, WEMBLEY)! < 15);
    assert.equal(fittedElsewhere(settings, WEMBLEY), false);
    assert.match(timesSourceLabel(settings, undefined, WEMBLEY), /^East London Mosque · \d+% within 2 min$/);
    assert.ok(fittedDistanceKm(settings, KARACHI)! > 6000);
    assert.equal(fittedElsewhere(settings, KARACHI), true);
    assert.equal(timesSourceLabel(settings, undefined, KARACHI), 'East London Mosque (matched at another place)');
    // Oxford, about 80 km: too far for the mosque's times to be claimed.
    assert.equal(fittedElsewhere(settings, { latitude: 51.752, longitude: -1.2577 }), true);
  });

  test('a method, or a fit saved before places were recorded, is never "elsewhere"', () => {
    assert.equal(fittedDistanceKm({ calc_method: 'MuslimWorldLeague' }, KARACHI), undefined);
    const { fitted_latitude: _a, fitted_longitude: _b, ...older } = settings.params!;
    assert.equal(fittedElsewhere({ calc_method: 'Custom', params: older }, KARACHI), false);
  });
});

describe('a refused timetable says why as a code with its values', () => {
  const problem = (run: () => unknown): TimetableProblem => {
    try {
      run();
    } catch (error) {
      assert.ok(error instanceof TimetableError, String(error));
      return error.problem;
    }
    assert.fail('not refused');
  };
  const rows = parseTimetableText(WEEK);

  test('parsing', () => {
    assert.deepEqual(problem(() => parseTimetableText('  ')), { code: 'noText' });
    assert.deepEqual(problem(() => parseTimetableText('hello\n1,2')), { code: 'badHeader' });
    assert.deepEqual(problem(() => parseTimetableText('2025-01-01,06:07,13:20')), { code: 'badColumns', line: 1, columns: 3 });
    assert.deepEqual(problem(() => parseTimetableText('date,fajr,dhuhr,asr,maghrib,isha\n2025-01-01,06:07,13:20,16:42,19:17,20:31\nJan 2,1,2,3,4,5')), {
      code: 'badDateCell',
      line: 3,
      value: 'Jan 2',
    });
  });

  test('checking the rows and the place', () => {
    assert.deepEqual(problem(() => fitTimetable(rows.slice(0, 3), LONDON)), { code: 'tooFewDays', min: 7, count: 3 });
    const bad = rows.map((r, i) => (i === 2 ? { ...r, asr: '25:10' } : r));
    assert.deepEqual(problem(() => fitTimetable(bad, LONDON)), { code: 'badTime', row: 3, date: rows[2]!.date, prayer: 'asr', value: '25:10' });
    const late = rows.map((r, i) => (i === 0 ? { ...r, dhuhr: '17:30' } : r));
    assert.deepEqual(problem(() => fitTimetable(late, LONDON)), { code: 'outOfOrder', row: 1, date: rows[0]!.date, prayer: 'asr', before: 'dhuhr' });
    assert.deepEqual(problem(() => fitTimetable([...rows, rows[3]!], LONDON)), { code: 'repeatedDate', row: 8, date: rows[3]!.date });
    assert.deepEqual(problem(() => fitTimetable(rows, { latitude: 0, longitude: 0, timezone: 'UTC' })), { code: 'noPlace' });
  });
});

describe('the method list’s near-duplicates are tied by the presets’ fields', () => {
  const presets: readonly AuthorityPreset[] = AUTHORITY_PRESETS;
  const spec = new Set<string>(SPEC_CALC_METHODS.map((m) => m.value));

  test('each refined spec method exists; the issue’s three pairs (and Qatar) are tied', () => {
    for (const p of presets) if (p.refines) assert.ok(spec.has(p.refines), `${p.id} refines ${p.refines}`);
    const refines = Object.fromEntries(presets.filter((p) => p.refines).map((p) => [p.id, p.refines]));
    assert.deepEqual(refines, { AwqafUAE: 'Dubai', AwqafQatar: 'Qatar', LondonUnifiedTimetable: 'LondonUnified', MUIS: 'Singapore' });
  });

  test('every measured preset names its country; the angles of each entry are known', () => {
    for (const p of presets.filter((x) => x.measured)) assert.match(p.country ?? '', /^[A-Z]{2}$/, p.id);
    assert.deepEqual(methodAngles('Dubai'), { fajr: 18.2, isha: 18.2 });
    assert.deepEqual(methodAngles('Qatar'), { fajr: 18, ishaInterval: 90 });
    assert.deepEqual(methodAngles('LondonUnified'), { fajr: 12, isha: 12 });
    assert.deepEqual(methodAngles('AwqafQatar'), { fajr: 18, ishaInterval: 90 });
    for (const value of [...spec, ...presets.map((p) => p.id)]) assert.ok(methodAngles(value), value);
    assert.equal(methodAngles('Custom'), undefined);
  });
});
