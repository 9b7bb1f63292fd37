// 'Show more times': Duha, the end of each prayer's time and the disliked
// times, from the shown times and the sun's zenith (checked against the
// independent NOAA sun model in testing/sun.ts).
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes, nightAfter, type PlaceInput } from '../src/index.ts';
import { moreTimes, solarZenith } from '../src/moreTimes.ts';
import { solarNoon } from './testing/sun.ts';

const MIN = 60_000;
const cairo: PlaceInput = { latitude: 30.0444, longitude: 31.2357, timezone: 'Africa/Cairo', countryCode: 'EG' };
const apia: PlaceInput = { latitude: -13.8333, longitude: -171.7667, timezone: 'Pacific/Apia', countryCode: 'WS' };

test('the zenith is the sun’s transit on the place’s own day (NOAA within 30 s), even in Samoa', () => {
  for (const place of [cairo, apia]) {
    for (const date of ['2027-02-20', '2027-06-21', '2027-12-21']) {
      const zenith = solarZenith(place, date)!;
      const times = computePrayerTimes(place, date)!;
      const noaa = solarNoon(times.instants.dhuhr, place.longitude);
      assert.ok(Math.abs(zenith.getTime() - noaa.getTime()) < 30_000, `${place.timezone} ${date}: ${zenith.toISOString()} vs ${noaa.toISOString()}`);
      assert.ok(zenith > times.instants.sunrise && zenith < times.instants.maghrib);
    }
  }
});

test('Duha, the disliked times and the end of each prayer follow the rules in docs/prayer-engine.md', () => {
  const date = '2027-02-20';
  const times = computePrayerTimes(cairo, date)!;
  const zenith = solarZenith(cairo, date)!;
  const more = moreTimes(times, zenith, nightAfter(cairo, date)!);
  const i = times.instants;
  assert.equal(more.disliked.sunrise.start.getTime(), i.sunrise.getTime());
  assert.equal(more.duha.start.getTime(), i.sunrise.getTime() + 15 * MIN);
  assert.equal(more.disliked.sunrise.end.getTime(), more.duha.start.getTime());
  // Duha ends where the zenith's disliked time begins, 10 minutes (rounded down) before the zenith.
  assert.equal(more.duha.end.getTime(), more.disliked.zenith.start.getTime());
  assert.ok(zenith.getTime() - more.duha.end.getTime() >= 10 * MIN && zenith.getTime() - more.duha.end.getTime() < 11 * MIN);
  assert.equal(more.disliked.zenith.end.getTime(), i.dhuhr.getTime());
  assert.equal(more.disliked.sunset.start.getTime(), i.maghrib.getTime() - 15 * MIN);
  assert.equal(more.disliked.sunset.end.getTime(), i.maghrib.getTime());
  assert.deepEqual(
    Object.fromEntries(Object.entries(more.ends).map(([k, v]) => [k, v.time])),
    { fajr: times.sunrise, dhuhr: times.asr, asr: times.maghrib, maghrib: times.isha, isha: nightAfter(cairo, date)!.middleOfTheNight },
  );
  assert.match(more.duha.from, /^\d\d:\d\d$/);
});
