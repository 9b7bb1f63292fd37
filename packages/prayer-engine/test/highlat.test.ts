// High-latitude rules, polar days, daylight-saving days, far-east zones and
// unusable places.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  HIGH_LAT_RULES,
  LISTED_METHODS,
  computePrayerTimes,
  defaultPrayerSettings,
  recommendedHighLatRule,
  type HighLatRule,
  type PrayerSettings,
} from '../src/index.ts';
import { TIME_NAMES } from '../src/types.ts';
import { sunAltitude, sunCrossing, solarNoon } from './testing/sun.ts';
import { zonedParts } from '../src/zone.ts';

const MIN = 60_000;
const london = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const newYork = { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const tromso = { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' };
const mwl = (high_lat_rule: HighLatRule): PrayerSettings => ({ ...defaultPrayerSettings(), high_lat_rule });

test('London midsummer: 18°/17° twilight never ends, so each rule sets fajr and isha from the night', () => {
  // Precondition from the sun model: at solar midnight the sun is above -17°.
  const noon = solarNoon(new Date('2026-06-21T12:00:00Z'), london.longitude);
  assert.ok(sunAltitude(new Date(noon.getTime() + 12 * 60 * MIN), london.latitude, london.longitude) > -17);

  // NearestLatitude borrows latitude 45°'s shares (nearestLatitude.test.ts).
  const portions: Record<Exclude<HighLatRule, 'NearestLatitude'>, [number, number]> = {
    None: [1 / 2, 1 / 2], // 'None' applies the middle of the night (see methods.ts)
    MiddleOfTheNight: [1 / 2, 1 / 2],
    SeventhOfTheNight: [1 / 7, 1 / 7],
    TwilightAngle: [18 / 60, 17 / 60],
  };
  for (const rule of Object.keys(portions) as (keyof typeof portions)[]) {
    const today = computePrayerTimes(london, '2026-06-21', mwl(rule))!;
    const tomorrow = computePrayerTimes(london, '2026-06-22', mwl(rule))!;
    // adhan's night: this sunset to the next sunrise.
    const night = tomorrow.instants.sunrise.getTime() - today.instants.maghrib.getTime();
    const [f, i] = portions[rule];
    const fajr = today.instants.sunrise.getTime() - f * night;
    const isha = today.instants.maghrib.getTime() + i * night;
    assert.ok(Math.abs(today.instants.fajr.getTime() - fajr) <= 1.5 * MIN, `${rule} fajr ${today.fajr}`);
    assert.ok(Math.abs(today.instants.isha.getTime() - isha) <= 1.5 * MIN, `${rule} isha ${today.isha}`);
  }
});

test("'None' keeps the pure angle-based times wherever the angles are reached", () => {
  // Oslo in December and Makkah in June: fajr at -18° and isha at -17° (sun model).
  for (const [place, date] of [
    [{ latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo' }, '2026-12-10'],
    [{ latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh' }, '2026-06-21'],
  ] as const) {
    const r = computePrayerTimes(place, date, mwl('None'))!;
    const fajr = sunCrossing(r.instants.dhuhr, place.latitude, place.longitude, -18, 'morning')!;
    const isha = sunCrossing(r.instants.dhuhr, place.latitude, place.longitude, -17, 'evening')!;
    assert.ok(Math.abs(r.instants.fajr.getTime() - fajr.getTime()) <= 0.75 * MIN, `${place.timezone} fajr`);
    assert.ok(Math.abs(r.instants.isha.getTime() - isha.getTime()) <= 0.75 * MIN, `${place.timezone} isha`);
  }
});

test('recommended rule: seventh of the night above 48°, otherwise middle of the night', () => {
  assert.equal(recommendedHighLatRule(48.5), 'SeventhOfTheNight');
  assert.equal(recommendedHighLatRule(48), 'MiddleOfTheNight');
  assert.equal(recommendedHighLatRule(30), 'MiddleOfTheNight');
});

test('LondonUnified: 12° with the twilight-angle rule (a fifth of the night), whatever rule is saved', () => {
  // December: -12° is reached well after a fifth of the night, so the angle holds.
  const dec = computePrayerTimes(london, '2026-12-10', defaultPrayerSettings('GB', london.latitude))!;
  const fajr12 = sunCrossing(dec.instants.dhuhr, london.latitude, london.longitude, -12, 'morning')!;
  const isha12 = sunCrossing(dec.instants.dhuhr, london.latitude, london.longitude, -12, 'evening')!;
  assert.ok(Math.abs(dec.instants.fajr.getTime() - fajr12.getTime()) <= 0.75 * MIN);
  assert.ok(Math.abs(dec.instants.isha.getTime() - isha12.getTime()) <= 0.75 * MIN);
  // June: -12° comes later than a fifth of the night after sunset, so the rule binds.
  const june = computePrayerTimes(london, '2026-06-21', defaultPrayerSettings('GB', london.latitude))!;
  const next = computePrayerTimes(london, '2026-06-22', defaultPrayerSettings('GB', london.latitude))!;
  const night = next.instants.sunrise.getTime() - june.instants.maghrib.getTime();
  assert.ok(Math.abs(june.instants.isha.getTime() - (june.instants.maghrib.getTime() + night / 5)) <= 1.5 * MIN);
  assert.ok(Math.abs(june.instants.fajr.getTime() - (june.instants.sunrise.getTime() - night / 5)) <= 1.5 * MIN);
  for (const { value: rule } of HIGH_LAT_RULES) {
    const r = computePrayerTimes(london, '2026-06-21', { ...defaultPrayerSettings('GB'), high_lat_rule: rule })!;
    assert.equal(r.fajr, june.fajr, rule);
    assert.equal(r.isha, june.isha, rule);
  }
});

for (const [date, day, sunUp] of [
  ['2026-06-21', 21, true],
  ['2026-12-21', 21, false],
] as const) {
  test(`Tromsø ${date} (${sunUp ? 'midnight sun' : 'polar night'}): six ordered times for every rule and every method`, () => {
    // Precondition from the sun model: the sun stays above (below) the horizon all day.
    const month = Number(date.slice(5, 7)) - 1;
    for (let h = 0; h < 24; h++) {
      const alt = sunAltitude(new Date(Date.UTC(2026, month, day, h)), tromso.latitude, tromso.longitude);
      assert.equal(alt > -50 / 60, sunUp, `hour ${h}: ${alt.toFixed(2)}°`);
    }
    for (const calc_method of LISTED_METHODS) {
      for (const { value: rule } of HIGH_LAT_RULES) {
        const r = computePrayerTimes(tromso, date, { ...defaultPrayerSettings('NO', tromso.latitude), calc_method, high_lat_rule: rule });
        assert.ok(r, `${calc_method} ${rule}`);
        const t = TIME_NAMES.map((p) => r.instants[p].getTime());
        assert.ok(t.every(Number.isFinite), `${calc_method} ${rule}: a time is missing`);
        for (const p of TIME_NAMES) assert.match(r[p], /^([01]\d|2[0-3]):[0-5]\d$/);
        for (let i = 1; i < t.length; i++) {
          assert.ok(t[i - 1]! < t[i]!, `${calc_method} ${rule}: ${TIME_NAMES.join(' ')} = ${TIME_NAMES.map((p) => r[p]).join(' ')}`);
        }
        // All within the night before and the night after the day.
        assert.ok(t[0]! > Date.UTC(2026, month, day - 1, 12) && t[5]! < Date.UTC(2026, month, day + 1, 12));
      }
    }
  });
}

function dayShift(place: typeof london, before: string, after: string) {
  const a = computePrayerTimes(place, before)!;
  const b = computePrayerTimes(place, after)!;
  return TIME_NAMES.map((p) => {
    const instant = (b.instants[p].getTime() - a.instants[p].getTime()) / MIN - 1440;
    const clock = (Number(b[p].slice(0, 2)) * 60 + Number(b[p].slice(3))) - (Number(a[p].slice(0, 2)) * 60 + Number(a[p].slice(3)));
    return { p, instant, clock };
  });
}

test('daylight-saving days: the sun keeps its pace, the local clock jumps by the hour', () => {
  for (const [place, before, after, jump] of [
    [london, '2026-03-28', '2026-03-29', 60],
    [london, '2026-10-24', '2026-10-25', -60],
    [newYork, '2026-03-07', '2026-03-08', 60],
    [newYork, '2026-10-31', '2026-11-01', -60],
    [london, '2026-03-29', '2026-03-30', 0],
  ] as const) {
    for (const { p, instant, clock } of dayShift(place, before, after)) {
      assert.ok(Math.abs(instant) <= 5, `${place.timezone} ${after} ${p}: instants ${instant} min from 24 h`);
      assert.ok(Math.abs(clock - jump) <= 5, `${place.timezone} ${after} ${p}: clock moved ${clock} min`);
    }
  }
  // The strings are the wall clock: BST (UTC+1) from 29 March, GMT from 25 October.
  const d = computePrayerTimes(london, '2026-03-29')!;
  const z = zonedParts(d.instants.dhuhr, 'UTC');
  assert.equal(d.dhuhr, `${String(z.hour + 1).padStart(2, '0')}:${String(z.minute).padStart(2, '0')}`);
  assert.ok(d.dhuhr >= '13:00' && d.dhuhr < '13:10', d.dhuhr);
  assert.ok(computePrayerTimes(london, '2026-10-25')!.dhuhr < '12:00');
});

test('zones far from solar time (Samoa UTC+13, Kiritimati UTC+14) get the asked day', () => {
  for (const place of [
    { latitude: -13.8333, longitude: -171.75, timezone: 'Pacific/Apia' },
    { latitude: 1.87, longitude: -157.4, timezone: 'Pacific/Kiritimati' },
  ]) {
    const r = computePrayerTimes(place, '2026-01-10', mwl('None'))!;
    for (const p of TIME_NAMES) {
      const z = zonedParts(r.instants[p], place.timezone);
      assert.deepEqual([z.year, z.month, z.day], [2026, 1, 10], `${place.timezone} ${p}`);
    }
    const noon = solarNoon(r.instants.dhuhr, place.longitude);
    assert.ok(Math.abs(r.instants.dhuhr.getTime() - noon.getTime() - MIN) <= 0.75 * MIN);
  }
});

test('no times, and an error logged, without usable coordinates, zone or date', (t) => {
  const errors = t.mock.method(console, 'error', () => {});
  const bad: unknown[][] = [
    [{ latitude: 0, longitude: 0, timezone: 'UTC' }, '2026-01-01'],
    [{ latitude: 51.5, longitude: 0, timezone: 'Europe/London' }, '2026-01-01'],
    [{ latitude: 0, longitude: 10, timezone: 'UTC' }, '2026-01-01'],
    [{ longitude: 10, timezone: 'UTC' }, '2026-01-01'],
    [{ latitude: Number.NaN, longitude: 10, timezone: 'UTC' }, '2026-01-01'],
    [{ latitude: 95, longitude: 10, timezone: 'UTC' }, '2026-01-01'],
    [{ latitude: 51.5, longitude: -0.12, timezone: 'Mars/Olympus' }, '2026-01-01'],
    [{ latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' }, '2026-02-30'],
  ];
  for (const [place, date] of bad) {
    assert.equal(computePrayerTimes(place as typeof london, date as string), null, JSON.stringify(place));
  }
  assert.equal(errors.mock.callCount(), bad.length);
});

test('missing settings default from the place: country and latitude', () => {
  const gb = { ...london, countryCode: 'GB' };
  assert.deepEqual(computePrayerTimes(gb, '2026-06-21'), computePrayerTimes(gb, '2026-06-21', defaultPrayerSettings('GB', 51.5074, -0.1278)));
  assert.deepEqual(computePrayerTimes(gb, '2026-06-21', {}), computePrayerTimes(gb, '2026-06-21', defaultPrayerSettings('GB', 51.5074, -0.1278)));
  // and they are not MuslimWorldLeague's times
  assert.notEqual(computePrayerTimes(gb, '2026-06-21')!.fajr, computePrayerTimes(london, '2026-06-21')!.fajr);
});
