// The 14 methods of spec section 9, checked against an independent sun model
// (testing/sun.ts, NOAA equations): each time must sit where the method's
// definition puts the sun, plus its built-in minute adjustment.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes, defaultPrayerSettings, type CalcMethod, type PrayerSettings, type SpecCalcMethod } from '../src/index.ts';
import { AUTHORITY_PRESETS } from '../src/presets.ts';
import { CALC_METHODS } from '../src/presetNames.ts';
import { LISTED_METHODS, SPEC_CALC_METHODS, type TimeName } from '../src/types.ts';
import { solarNoon, sunCrossing, sunDeclination } from './testing/sun.ts';

const MIN = 60_000;
type Adj = Partial<Record<TimeName, number>>;
interface MethodSpec {
  fajr: number;
  isha: number | { interval: number };
  maghribAngle?: number;
  adj?: Adj;
  roundUp?: boolean;
  seasonal?: boolean; // Moonsighting: fajr/isha bounded by seasonal formulas
}

// Spec section 9, "Prayer math", typed from the spec.
const SPEC: Record<SpecCalcMethod, MethodSpec> = {
  MuslimWorldLeague: { fajr: 18, isha: 17, adj: { dhuhr: 1 } },
  Egyptian: { fajr: 19.5, isha: 17.5, adj: { dhuhr: 1 } },
  Karachi: { fajr: 18, isha: 18, adj: { dhuhr: 1 } },
  UmmAlQura: { fajr: 18.5, isha: { interval: 90 } },
  Dubai: { fajr: 18.2, isha: 18.2, adj: { sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3 } },
  MoonsightingCommittee: { fajr: 18, isha: 18, adj: { dhuhr: 5, maghrib: 3 }, seasonal: true },
  NorthAmerica: { fajr: 15, isha: 15, adj: { dhuhr: 1 } },
  Kuwait: { fajr: 18, isha: 17.5 },
  Qatar: { fajr: 18, isha: { interval: 90 } },
  Singapore: { fajr: 20, isha: 18, adj: { dhuhr: 1 }, roundUp: true },
  Tehran: { fajr: 17.7, isha: 14, maghribAngle: 4.5 },
  Turkey: { fajr: 18, isha: 17, adj: { sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7 } },
  Other: { fajr: 0, isha: 0 },
  LondonUnified: { fajr: 12, isha: 12 },
};

const SUNRISE_ALT = -50 / 60;
const settingsFor = (calc_method: CalcMethod, extra: Partial<PrayerSettings> = {}): PrayerSettings => ({
  ...defaultPrayerSettings(),
  calc_method,
  ...extra,
});

/** Minutes from the expected instant; within rounding (+-0.5, or 0..1 rounding up) and model error. */
function assertNear(actual: Date, expected: Date | null, roundUp: boolean, what: string) {
  assert.ok(expected, `${what}: the sun model has no such time`);
  const diff = (actual.getTime() - expected.getTime()) / MIN;
  const [lo, hi] = roundUp ? [-0.25, 1.25] : [-0.75, 0.75];
  assert.ok(diff >= lo && diff <= hi, `${what}: ${diff.toFixed(2)} min from the definition`);
}

const places = [
  { name: 'Cairo', latitude: 30.0444, longitude: 31.2357, timezone: 'Africa/Cairo' },
  { name: 'Jakarta', latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta' },
];
const dates = ['2026-03-20', '2026-06-21', '2026-12-21'];

test('the 14 methods are exactly the spec list, then the authority presets', () => {
  assert.deepEqual(SPEC_CALC_METHODS.map((m) => m.value).sort(), Object.keys(SPEC).sort());
  assert.deepEqual(LISTED_METHODS, [...SPEC_CALC_METHODS.map((m) => m.value), ...AUTHORITY_PRESETS.map((p) => p.id)]);
  assert.deepEqual(CALC_METHODS.map((m) => m.value), LISTED_METHODS);
});

for (const method of Object.keys(SPEC) as SpecCalcMethod[]) {
  test(`${method}: angles, isha interval, maghrib angle and built-in adjustments (spec section 9)`, () => {
    const spec = SPEC[method];
    const adj = (p: TimeName) => (spec.adj?.[p] ?? 0) * MIN;
    const up = spec.roundUp === true;
    for (const place of places) {
      for (const date of dates) {
        const r = computePrayerTimes(place, date, settingsFor(method));
        assert.ok(r, `${method} ${place.name} ${date}`);
        const at = (alt: number, side: 'morning' | 'evening') => sunCrossing(r.instants.dhuhr, place.latitude, place.longitude, alt, side);
        const shift = (d: Date | null, ms: number) => (d ? new Date(d.getTime() + ms) : null);
        const where = `${method} ${place.name} ${date}`;
        const sunset = at(SUNRISE_ALT, 'evening');

        assertNear(r.instants.sunrise, shift(at(SUNRISE_ALT, 'morning'), adj('sunrise')), up, `${where} sunrise`);
        assertNear(r.instants.dhuhr, shift(solarNoon(r.instants.dhuhr, place.longitude), adj('dhuhr')), up, `${where} dhuhr`);
        // Asr (Shafi): shadow = object + noon shadow.
        const decl = sunDeclination(solarNoon(r.instants.dhuhr, place.longitude));
        const asrAlt = (Math.atan(1 / (1 + Math.tan((Math.abs(place.latitude - decl) * Math.PI) / 180))) * 180) / Math.PI;
        assertNear(r.instants.asr, shift(at(asrAlt, 'evening'), adj('asr')), up, `${where} asr`);
        const maghrib = spec.maghribAngle ? at(-spec.maghribAngle, 'evening') : sunset;
        assertNear(r.instants.maghrib, shift(maghrib, adj('maghrib')), up, `${where} maghrib`);

        const fajrByAngle = at(-spec.fajr, 'morning');
        const ishaByRule =
          typeof spec.isha === 'number' ? at(-spec.isha, 'evening') : shift(sunset, spec.isha.interval * MIN);
        if (spec.seasonal) {
          // Moonsighting: never earlier than the angle for fajr, never later for isha.
          assert.ok(r.instants.fajr.getTime() >= fajrByAngle!.getTime() - 0.75 * MIN, `${where} fajr`);
          assert.ok(r.instants.isha.getTime() <= ishaByRule!.getTime() + 0.75 * MIN, `${where} isha`);
        } else {
          // Times are kept in order: 0° ('Other') would put fajr after sunrise
          // and isha before sunset, so they sit a minute before sunrise / after maghrib.
          const beforeSunrise = r.instants.sunrise.getTime() - MIN;
          const afterMaghrib = r.instants.maghrib.getTime() + MIN;
          if (fajrByAngle && fajrByAngle.getTime() > beforeSunrise) assert.equal(r.instants.fajr.getTime(), beforeSunrise, `${where} fajr`);
          else assertNear(r.instants.fajr, fajrByAngle, up, `${where} fajr`);
          if (ishaByRule && ishaByRule.getTime() < afterMaghrib) assert.equal(r.instants.isha.getTime(), afterMaghrib, `${where} isha`);
          else assertNear(r.instants.isha, ishaByRule, up, `${where} isha`);
          assert.equal(method === 'Other', fajrByAngle!.getTime() > beforeSunrise, `${where}: only 'Other' needs the fix`);
        }
      }
    }
  });
}

test('Hanafi Asr: shadow twice the object plus the noon shadow; later than Shafi', () => {
  for (const place of places) {
    for (const date of dates) {
      const hanafi = computePrayerTimes(place, date, settingsFor('Karachi', { madhab: 'Hanafi' }))!;
      const shafi = computePrayerTimes(place, date, settingsFor('Karachi', { madhab: 'Shafi' }))!;
      const decl = sunDeclination(solarNoon(hanafi.instants.dhuhr, place.longitude));
      const alt = (Math.atan(1 / (2 + Math.tan((Math.abs(place.latitude - decl) * Math.PI) / 180))) * 180) / Math.PI;
      assertNear(hanafi.instants.asr, sunCrossing(hanafi.instants.dhuhr, place.latitude, place.longitude, alt, 'evening'), false, `${place.name} ${date} hanafi asr`);
      assert.ok(hanafi.instants.asr > shafi.instants.asr);
      // Madhab changes nothing else.
      for (const p of ['fajr', 'sunrise', 'dhuhr', 'maghrib', 'isha'] as const) assert.equal(hanafi[p], shafi[p]);
    }
  }
});

test('Singapore rounds up: every time is at or after the exact instant, never a whole minute later', () => {
  // The exact fajr comes from the sun model (-20° for Singapore); rounding to
  // the nearest minute would put some times up to 30 s before it.
  for (const place of places) {
    for (const date of dates) {
      const r = computePrayerTimes(place, date, settingsFor('Singapore'))!;
      const exactFajr = sunCrossing(r.instants.dhuhr, place.latitude, place.longitude, -20, 'morning')!;
      const diff = r.instants.fajr.getTime() - exactFajr.getTime();
      assert.ok(diff > -15_000 && diff <= 75_000, `${place.name} ${date}: ${diff} ms`);
      for (const t of Object.values(r.instants)) assert.equal(t.getTime() % MIN, 0);
    }
  }
});

test('user offsets go on top of the method adjustments, clamped to -30..30, non-numeric 0', () => {
  const place = places[0]!;
  const base = computePrayerTimes(place, '2026-03-20', settingsFor('Turkey'))!;
  const offsets = { fajr: 5, sunrise: -3, dhuhr: 30, asr: -45, maghrib: 99, isha: 'soon' } as unknown as PrayerSettings['offsets'];
  const moved = computePrayerTimes(place, '2026-03-20', settingsFor('Turkey', { offsets }))!;
  const expected = { fajr: 5, sunrise: -3, dhuhr: 30, asr: -30, maghrib: 30, isha: 0 };
  for (const [p, minutes] of Object.entries(expected) as [TimeName, number][]) {
    assert.equal(moved.instants[p].getTime() - base.instants[p].getTime(), minutes * MIN, p);
  }
});

test('Moonsighting Committee shafaq variants: ahmer (red) ends isha earlier than general, abyad (white) later', () => {
  // London in March: the seasonal formulas, not the 18° angle, set isha.
  const london = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
  const isha = (shafaq: 'general' | 'ahmer' | 'abyad') =>
    computePrayerTimes(london, '2026-03-21', settingsFor('MoonsightingCommittee', { shafaq }))!.instants.isha.getTime();
  assert.ok(isha('ahmer') < isha('general'));
  assert.ok(isha('general') < isha('abyad'));
  // Shafaq only matters to Moonsighting.
  const mwl = (shafaq: 'general' | 'abyad') => computePrayerTimes(london, '2026-03-21', settingsFor('MuslimWorldLeague', { shafaq }))!.isha;
  assert.equal(mwl('general'), mwl('abyad'));
});
