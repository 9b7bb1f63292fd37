// A place's elevation (elevation.ts): only a recipe that allows for it moves
// sunrise and maghrib, by as much as the sun takes to cross the lower horizon,
// and Morocco's Habous tables need it in the Atlas and oasis towns.
process.env.TZ = 'Asia/Tokyo';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes, presetById } from '../src/index.ts';
import { horizonDip, horizonShiftMinutes } from '../src/elevation.ts';
import { loadTimetables, measure } from '../scripts/accuracy.ts';
import { sunCrossing } from './testing/sun.ts';
import type { PrayerSettings } from '../src/types.ts';

const IFRANE = { latitude: 33.3159, longitude: -5.066, timezone: 'Africa/Casablanca', countryCode: 'MA' };
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const withMethod = (calc_method: string): Partial<PrayerSettings> => ({ calc_method: calc_method as PrayerSettings['calc_method'] });

test('the shift is the time the sun takes to cross the lower horizon (an independent sun model agrees)', () => {
  for (const date of ['2026-01-15', '2026-03-20', '2026-06-21', '2026-09-23', '2026-12-21']) {
    const dip = horizonDip(1650, presetById('Habous')!.params.elevation_dip);
    const day = { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
    const ours = horizonShiftMinutes(IFRANE.latitude, day, dip);
    const noonUtc = new Date(`${date}T12:00:00Z`);
    for (const side of ['morning', 'evening'] as const) {
      const atSeaLevel = sunCrossing(noonUtc, IFRANE.latitude, IFRANE.longitude, -0.8333, side)!;
      const lower = sunCrossing(noonUtc, IFRANE.latitude, IFRANE.longitude, -0.8333 - dip, side)!;
      const independent = Math.abs(lower.getTime() - atSeaLevel.getTime()) / 60_000;
      assert.ok(Math.abs(ours - independent) < 0.1, `${date} ${side}: ${ours.toFixed(2)} vs ${independent.toFixed(2)} min`);
    }
    assert.ok(ours > 3 && ours < 6, `${date}: ${ours.toFixed(2)} min for 1,650 m`);
  }
});

test('Habous: a high town sees sunrise earlier and maghrib later; the other times do not move', () => {
  const seaLevel = computePrayerTimes(IFRANE, '2026-06-21', withMethod('Habous'))!;
  const high = computePrayerTimes({ ...IFRANE, elevation: 1650 }, '2026-06-21', withMethod('Habous'))!;
  const earlier = minutes(seaLevel.sunrise) - minutes(high.sunrise);
  const later = minutes(high.maghrib) - minutes(seaLevel.maghrib);
  assert.ok(earlier >= 3 && earlier <= 6, `sunrise ${earlier} min earlier`);
  assert.ok(later >= 3 && later <= 6, `maghrib ${later} min later`);
  for (const name of ['fajr', 'dhuhr', 'asr', 'isha'] as const) assert.equal(high[name], seaLevel[name], name);
  // No elevation, zero and below sea level are all the sea-level horizon.
  for (const elevation of [undefined, 0, -20]) assert.deepEqual(computePrayerTimes({ ...IFRANE, elevation }, '2026-06-21', withMethod('Habous'))!.instants, seaLevel.instants);
});

test("the spec's methods keep their sea-level sunrise and sunset wherever the place is", () => {
  for (const method of ['MuslimWorldLeague', 'Egyptian', 'UmmAlQura', 'Turkey']) {
    const plain = computePrayerTimes(IFRANE, '2026-03-01', withMethod(method))!;
    const high = computePrayerTimes({ ...IFRANE, elevation: 1650 }, '2026-03-01', withMethod(method))!;
    assert.deepEqual(high.instants, plain.instants, method);
  }
});

test('the Habous towns above 400 m need their elevation: without it sunrise misses, with it every time is within ±2 min', () => {
  const inland = loadTimetables().filter((t) => t.countryCode === 'MA' && (t.elevation ?? 0) >= 400);
  assert.ok(inland.length >= 7, `${inland.length} inland towns`);
  for (const t of inland) {
    const withElevation = measure(t, null);
    const without = measure({ ...t, elevation: undefined }, null);
    assert.equal(withElevation.allWithin2, 1, `${t.place}: ${(withElevation.allWithin2 * 100).toFixed(1)}% of days`);
    assert.ok(without.prayers.sunrise.mean > withElevation.prayers.sunrise.mean + 1, `${t.place}: sunrise moved`);
  }
  // Ifrane (1,650 m) is the clearest: at sea level its sunrise is off on most days.
  const ifrane = inland.find((t) => t.place === 'Ifrane')!;
  assert.ok(measure({ ...ifrane, elevation: undefined }, null).prayers.sunrise.within2 < 0.5);
});
