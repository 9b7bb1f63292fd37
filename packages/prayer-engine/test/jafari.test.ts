// Issue 34: the Jafari method (Leva Institute, Qum) against an independent sun
// model (testing/sun.ts, NOAA's equations, not adhan): fajr at 16°, maghrib at
// 4° below the horizon, isha at 14°, midnight halfway from sunset to fajr.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LISTED_METHODS, computePrayerTimes, defaultPrayerSettings, nightAfter, type PrayerSettings } from '../src/index.ts';
import { sunCrossing } from './testing/sun.ts';

const MIN = 60_000;
const jafari: PrayerSettings = { calc_method: 'Jafari', madhab: 'Shafi', high_lat_rule: 'None', offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } };
const PLACES = [
  { name: 'Qum', latitude: 34.6399, longitude: 50.8759, timezone: 'Asia/Tehran' },
  { name: 'Karbala', latitude: 32.616, longitude: 44.0249, timezone: 'Asia/Baghdad' },
  { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
];

test('Jafari: fajr at 16°, maghrib at 4°, isha at 14° below the horizon (independent sun model)', () => {
  for (const place of PLACES) {
    for (const date of ['2026-01-15', '2026-03-20', '2026-09-23', '2026-12-21']) {
      const r = computePrayerTimes(place, date, jafari)!;
      const near = r.instants.dhuhr;
      const check = (name: 'fajr' | 'maghrib' | 'isha', altitude: number, side: 'morning' | 'evening') => {
        const sun = sunCrossing(near, place.latitude, place.longitude, altitude, side)!;
        // Shown times are whole minutes: within 30 s of rounding plus the models' difference.
        assert.ok(Math.abs(r.instants[name].getTime() - sun.getTime()) <= 0.75 * MIN, `${place.name} ${date} ${name} ${r[name]} vs ${sun.toISOString()}`);
      };
      check('fajr', -16, 'morning');
      check('maghrib', -4, 'evening');
      check('isha', -14, 'evening');
      // Maghrib waits for the redness: clearly after sunset.
      const sunset = sunCrossing(near, place.latitude, place.longitude, -0.833, 'evening')!;
      assert.ok(r.instants.maghrib.getTime() - sunset.getTime() > 12 * MIN, `${place.name} ${date} maghrib after sunset`);
    }
  }
});

test('Jafari: the Islamic midnight is halfway from sunset (not maghrib) to the next fajr', () => {
  const qum = PLACES[0]!;
  for (const date of ['2026-02-01', '2026-06-21']) {
    const night = nightAfter(qum, date, jafari)!;
    const today = computePrayerTimes(qum, date, jafari)!;
    const next = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const fajr = sunCrossing(new Date(Date.parse(`${next}T09:00:00Z`)), qum.latitude, qum.longitude, -16, 'morning')!;
    const sunset = sunCrossing(today.instants.dhuhr, qum.latitude, qum.longitude, -0.833, 'evening')!;
    const expected = (sunset.getTime() + fajr.getTime()) / 2;
    assert.ok(Math.abs(night.instants.middleOfTheNight.getTime() - expected) <= MIN, `${date}: ${night.middleOfTheNight}`);
    // From maghrib it would be about 10 minutes later.
    const fromMaghrib = (today.instants.maghrib.getTime() + fajr.getTime()) / 2;
    assert.ok(fromMaghrib - night.instants.middleOfTheNight.getTime() > 5 * MIN, date);
  }
});

test('Jafari is offered in Settings and is no country default', () => {
  assert.ok(LISTED_METHODS.includes('Jafari'));
  for (const cc of ['IR', 'IQ', 'LB', 'BH', 'AZ', 'PK', 'GB', 'SA']) {
    assert.notEqual(defaultPrayerSettings(cc, 33, 44).calc_method, 'Jafari', cc);
  }
});
