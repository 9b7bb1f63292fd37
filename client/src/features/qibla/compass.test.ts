// Compass heading, relative angle and alignment (spec section 9).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compassHeading, isAligned, relativeAngle, type OrientationReading } from './compass.ts';

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
