// Night times (Islamic midnight, last third): adhan's SunnahTimes rule applied
// to the engine's own times, shown in the place's zone whatever the device's.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CalculationMethod, Coordinates, PrayerTimes, SunnahTimes } from 'adhan';
import { computePrayerTimes, nightAfter, nightsOf, monthTimetable, nextDay, type PlaceInput } from '../src/index.ts';

const cairo: PlaceInput = { latitude: 30.0444, longitude: 31.2357, timezone: 'Africa/Cairo', countryCode: 'EG' };
const auckland: PlaceInput = { latitude: -36.8485, longitude: 174.7633, timezone: 'Pacific/Auckland', countryCode: 'NZ' };
const london: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const mwl = { calc_method: 'MuslimWorldLeague', madhab: 'Shafi', high_lat_rule: 'MiddleOfTheNight' } as const;

const clockAt = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

test("night times equal adhan's SunnahTimes for a plain method", () => {
  for (const date of ['2026-01-15', '2026-06-21', '2026-11-23']) {
    const night = nightAfter(cairo, date, mwl);
    assert.ok(night);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const params = CalculationMethod.MuslimWorldLeague();
    const times = new PrayerTimes(new Coordinates(cairo.latitude, cairo.longitude), new Date(y, m - 1, d, 12), params);
    const sunnah = new SunnahTimes(times);
    assert.equal(night.instants.middleOfTheNight.getTime(), sunnah.middleOfTheNight.getTime(), date);
    assert.equal(night.instants.lastThirdOfTheNight.getTime(), sunnah.lastThirdOfTheNight.getTime(), date);
    assert.equal(night.middleOfTheNight, clockAt(sunnah.middleOfTheNight, 'Africa/Cairo'));
  }
});

test('the night runs from maghrib to the next fajr as shown, in the place zone', () => {
  // Auckland: the night crosses the date line of most devices; a London DST night.
  for (const [place, date] of [[auckland, '2026-01-10'], [london, '2026-03-28'], [london, '2026-10-24']] as const) {
    const night = nightAfter(place, date);
    const today = computePrayerTimes(place, date);
    const tomorrow = computePrayerTimes(place, nextDay(date)!);
    assert.ok(night && today && tomorrow);
    const start = today.instants.maghrib.getTime();
    const end = tomorrow.instants.fajr.getTime();
    const mid = night.instants.middleOfTheNight.getTime();
    const third = night.instants.lastThirdOfTheNight.getTime();
    assert.ok(Math.abs(mid - (start + (end - start) / 2)) <= 30_000, `${date} midnight halfway`);
    assert.ok(Math.abs(third - (start + ((end - start) * 2) / 3)) <= 30_000, `${date} last third`);
    assert.equal(night.middleOfTheNight, clockAt(night.instants.middleOfTheNight, place.timezone));
    assert.equal(night.lastThirdOfTheNight, clockAt(night.instants.lastThirdOfTheNight, place.timezone));
    assert.equal(night.date, date);
  }
});

test("a later maghrib (the user's offset) moves midnight by half of it", () => {
  const plain = nightAfter(cairo, '2026-11-23', mwl)!;
  const later = nightAfter(cairo, '2026-11-23', { ...mwl, offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 10, isha: 0 } })!;
  assert.equal(later.instants.middleOfTheNight.getTime() - plain.instants.middleOfTheNight.getTime(), 5 * 60_000);
});

test("a month's nights: each day's night ends at the following day's fajr, the last at the next month's first", () => {
  const days = monthTimetable(london, '2026-12')!;
  const nights = nightsOf(days, computePrayerTimes(london, '2027-01-01')!);
  assert.equal(nights.length, 31);
  nights.forEach((night, i) => assert.deepEqual(night, nightAfter(london, days[i]!.date)));
});
