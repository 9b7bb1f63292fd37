// Qibla bearing and compass heading (spec sections 4 and 9).
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Coordinates, Qibla } from 'adhan';
import { KAABA, compassHeading, isAligned, qiblaBearing, relativeAngle, type OrientationReading } from './index.ts';

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

const reading = (r: Partial<OrientationReading>): OrientationReading => ({ alpha: null, beta: 0, gamma: 0, absolute: false, ...r });

test('heading: webkitCompassHeading as is, otherwise 360 - alpha', () => {
  assert.equal(compassHeading(reading({ webkitCompassHeading: 90, alpha: 10 }), 'ios'), 90);
  assert.equal(compassHeading(reading({ webkitCompassHeading: 450 }), 'ios'), 90);
  assert.equal(compassHeading(reading({ alpha: 0, absolute: true }), 'other'), 0);
  assert.equal(compassHeading(reading({ alpha: 90, absolute: true }), 'other'), 270);
  assert.equal(compassHeading(reading({ alpha: 270, absolute: true }), 'android'), 90);
  assert.equal(compassHeading(reading({ alpha: null }), 'android'), null, 'no data yet');
});

test('Android, non-absolute and flat (|beta| and |gamma| under 10°): 130° subtracted', () => {
  assert.equal(compassHeading(reading({ alpha: 0, beta: 5, gamma: -5 }), 'android'), 230);
  assert.equal(compassHeading(reading({ alpha: 200, beta: 9.9, gamma: 9.9 }), 'android'), 30);
  assert.equal(compassHeading(reading({ alpha: 300, beta: -9, gamma: 0 }), 'android'), 290, '60 - 130 wraps to 290');
  // Not flat, absolute, or not Android: no correction.
  assert.equal(compassHeading(reading({ alpha: 0, beta: 10, gamma: 0 }), 'android'), 0);
  assert.equal(compassHeading(reading({ alpha: 0, beta: 0, gamma: -10 }), 'android'), 0);
  assert.equal(compassHeading(reading({ alpha: 0, beta: 0, gamma: 0, absolute: true }), 'android'), 0);
  assert.equal(compassHeading(reading({ alpha: 0, beta: 0, gamma: 0 }), 'other'), 0);
  assert.equal(compassHeading(reading({ alpha: 0, beta: null, gamma: null }), 'android'), 0, 'unknown tilt is not flat');
});

test('relative angle in -180..180 and aligned under 3° either side', () => {
  assert.equal(relativeAngle(119, 0), 119);
  assert.equal(relativeAngle(10, 350), 20);
  assert.equal(relativeAngle(350, 10), -20);
  assert.equal(relativeAngle(0, 180), -180);
  assert.equal(relativeAngle(119, 119), 0);
  assert.equal(isAligned(119, 119), true);
  assert.equal(isAligned(119, 116.01), true);
  assert.equal(isAligned(119, 121.99), true);
  assert.equal(isAligned(119, 116), false, 'exactly 3° is not aligned');
  assert.equal(isAligned(119, 122), false);
  assert.equal(isAligned(1, 359), true, 'across north');
  assert.equal(isAligned(0, 357), false);
});
