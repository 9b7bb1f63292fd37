// Issue 34: a city picked from the offline list carries its elevation (GeoNames'
// SRTM-based heights, offlineCityElevations.ts), and the place built from it keeps
// it, so Habous's inland towns are right with no GPS and no server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildLocation } from '../../entities/geo/buildLocation.ts';
import { searchOfflineCities } from './citySearch.ts';
import { OFFLINE_CITIES } from '@prayer-companion/engine/offlineCities';
import { OFFLINE_CITY_ELEVATIONS } from '@prayer-companion/engine/offlineCityElevations';

test('every offline city has its entry in the generated elevations (run buildIndex.ts after editing the list)', () => {
  for (const c of OFFLINE_CITIES) assert.ok(`${c.lat},${c.lon}` in OFFLINE_CITY_ELEVATIONS, c.city);
  assert.equal(Object.keys(OFFLINE_CITY_ELEVATIONS).length, OFFLINE_CITIES.length);
});

test("Morocco's inland towns are offered offline with their elevation, and the place keeps it", () => {
  for (const [name, metres] of [['Ifrane', 1648], ['Errachidia', 1028], ['Oujda', 551]] as const) {
    const [city] = searchOfflineCities(name);
    assert.equal(city?.city, name);
    assert.equal(city.elevation, metres, name);
    const place = buildLocation({ ...city, latitude: city.lat, longitude: city.lon });
    assert.equal(place.elevation, metres, name);
  }
  // A coastal city is near sea level.
  const [casablanca] = searchOfflineCities('Casablanca');
  assert.ok(casablanca!.elevation! < 60);
});
