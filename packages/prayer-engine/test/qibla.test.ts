// Qibla bearing (spec section 4). The compass heading's tests are client/src/features/qibla/compass.test.ts.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Coordinates, Qibla } from 'adhan';
import { KAABA, qiblaBearing } from '../src/index.ts';

const near = (actual: number, expected: number, tolerance: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} vs ${expected}`);

test('bearing for known cities (published Qibla directions)', () => {
  near(qiblaBearing(51.5074, -0.1278), 119.0, 0.5, 'London'); // ~119° (e.g. SICM Harrow: 119°29')
  near(qiblaBearing(40.7128, -74.006), 58.5, 0.3, 'New York'); // ~58.5°
  near(qiblaBearing(-6.2088, 106.8456), 295.2, 0.5, 'Jakarta'); // ~295° (Kemenag)
  near(qiblaBearing(-33.8688, 151.2093), 277.5, 0.5, 'Sydney'); // ~277.5°
});

test('bearing geometry: due north/south of the Kaaba, and the range', () => {
  near(qiblaBearing(0, KAABA.longitude), 0, 1e-9, 'south of it');
  near(qiblaBearing(60, KAABA.longitude), 180, 1e-9, 'north of it');
  // On the equator due west and due east, the bearing leans north towards 21.4°N.
  const west = qiblaBearing(0, KAABA.longitude - 30);
  const east = qiblaBearing(0, KAABA.longitude + 30);
  assert.ok(west > 0 && west < 90, `west ${west}`);
  assert.ok(east > 270 && east < 360, `east ${east}`);
  near(west + east, 360, 1e-9, 'symmetric');
  for (let lat = -80; lat <= 80; lat += 20) {
    for (let lon = -180; lon < 180; lon += 30) {
      const b = qiblaBearing(lat, lon);
      assert.ok(b >= 0 && b < 360, `${lat},${lon}: ${b}`);
      // adhan's Qibla (Kaaba at 21.4225241, 39.8261818) agrees to a hundredth of a degree away from Makkah.
      near(b, Qibla(new Coordinates(lat, lon)), 0.01, `${lat},${lon} vs adhan`);
    }
  }
});
