// Decision 22: at 55–70° every day of the year has six times that exist, are
// in order and differ, in the places' own zones (property over whole years).
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HIGH_LAT_RULES, LISTED_METHODS, computePrayerTimes, defaultPrayerSettings, type PlaceInput } from '../src/index.ts';
import { TIME_NAMES } from '../src/types.ts';

const PLACES: (PlaceInput & { name: string })[] = [
  { name: 'Glasgow', latitude: 55.8642, longitude: -4.2518, timezone: 'Europe/London', countryCode: 'GB' },
  { name: 'Copenhagen', latitude: 55.6761, longitude: 12.5683, timezone: 'Europe/Copenhagen', countryCode: 'DK' },
  { name: 'Stockholm', latitude: 59.3293, longitude: 18.0686, timezone: 'Europe/Stockholm', countryCode: 'SE' },
  { name: 'Oslo', latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo', countryCode: 'NO' },
  { name: 'Helsinki', latitude: 60.1699, longitude: 24.9384, timezone: 'Europe/Helsinki', countryCode: 'FI' },
  { name: 'Anchorage', latitude: 61.2181, longitude: -149.9003, timezone: 'America/Anchorage', countryCode: 'US' },
  { name: 'Trondheim', latitude: 63.4305, longitude: 10.3951, timezone: 'Europe/Oslo', countryCode: 'NO' },
  { name: 'Reykjavik', latitude: 64.1466, longitude: -21.9426, timezone: 'Atlantic/Reykjavik', countryCode: 'IS' },
  { name: 'Nuuk', latitude: 64.1814, longitude: -51.6941, timezone: 'America/Nuuk', countryCode: 'GL' },
  { name: 'Luleå', latitude: 65.5848, longitude: 22.1547, timezone: 'Europe/Stockholm', countryCode: 'SE' },
  { name: 'Bodø', latitude: 67.2804, longitude: 14.4049, timezone: 'Europe/Oslo', countryCode: 'NO' },
  { name: 'Kiruna', latitude: 67.8558, longitude: 20.2253, timezone: 'Europe/Stockholm', countryCode: 'SE' },
  { name: 'Murmansk', latitude: 68.9585, longitude: 33.0827, timezone: 'Europe/Moscow', countryCode: 'RU' },
  { name: 'Tromsø', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo', countryCode: 'NO' },
  { name: 'Hammerfest', latitude: 70.6634, longitude: 23.6821, timezone: 'Europe/Oslo', countryCode: 'NO' },
];

function* daysOf(year: number): Generator<string> {
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

/** Problems of one day: a missing time, or one not in a later minute than the one before. */
function problems(place: PlaceInput, date: string, settings?: Parameters<typeof computePrayerTimes>[2]): string | null {
  const r = computePrayerTimes(place, date, settings);
  if (!r) return 'no times';
  for (let i = 0; i < TIME_NAMES.length; i++) {
    const t = r.instants[TIME_NAMES[i]!].getTime();
    if (!Number.isFinite(t)) return `${TIME_NAMES[i]} missing`;
    // Compared as the shown minutes (adhan's instants can carry milliseconds).
    if (i > 0 && Math.floor(t / 60_000) <= Math.floor(r.instants[TIME_NAMES[i - 1]!].getTime() / 60_000)) {
      return `${TIME_NAMES[i - 1]} ${r[TIME_NAMES[i - 1]!]} then ${TIME_NAMES[i]} ${r[TIME_NAMES[i]!]}`;
    }
  }
  // Dhuhr is the sun's highest point: it stays near local noon whatever else happens.
  const hour = Number(r.dhuhr.slice(0, 2));
  if (hour < 10 || hour > 14) return `dhuhr at ${r.dhuhr}`;
  return null;
}

test('defaults: six ordered, distinct times on every day of 2026 at 55–70°N', () => {
  for (const place of PLACES) {
    const bad: string[] = [];
    for (const date of daysOf(2026)) {
      const p = problems(place, date);
      if (p) bad.push(`${date}: ${p}`);
    }
    assert.deepEqual(bad.slice(0, 5), [], `${place.name} (${defaultPrayerSettings(place.countryCode, place.latitude, place.longitude).calc_method})`);
  }
});

test('every method and every high-latitude rule: six ordered, distinct times on every day at Tromsø, Reykjavik and Oslo', () => {
  const places = PLACES.filter((p) => ['Tromsø', 'Reykjavik', 'Oslo'].includes(p.name));
  for (const place of places) {
    for (const calc_method of LISTED_METHODS) {
      for (const { value: high_lat_rule } of HIGH_LAT_RULES) {
        const settings = { calc_method, madhab: 'Shafi' as const, high_lat_rule, offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } };
        // Every 5th day keeps the run short; the defaults test covers every day.
        const dates = [...daysOf(2026)].filter((_, i) => i % 5 === 0 || (i >= 10 && i <= 30));
        for (const date of dates) {
          const p = problems(place, date, settings);
          assert.equal(p, null, `${place.name} ${calc_method} ${high_lat_rule} ${date}: ${p}`);
        }
      }
    }
  }
});

test('Tromsø at the edge of the polar night: asr between dhuhr and maghrib, not after midnight', () => {
  const tromso = PLACES.find((p) => p.name === 'Tromsø')!;
  for (const date of ['2026-01-17', '2026-01-18', '2026-01-19', '2026-01-20', '2026-11-20', '2026-11-26']) {
    const r = computePrayerTimes(tromso, date)!;
    assert.ok(r.instants.asr > r.instants.dhuhr && r.instants.asr < r.instants.maghrib, `${date}: ${r.dhuhr} ${r.asr} ${r.maghrib}`);
    assert.ok(r.asr >= '11:00' && r.asr <= '15:00', `${date}: asr ${r.asr}`);
    assert.ok(r.isha >= '15:00' && r.isha <= '20:00', `${date}: isha ${r.isha}`);
  }
});
