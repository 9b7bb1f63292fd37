// The device compass's heading and the turn to the Qibla (spec section 9). Browser
// readings (DeviceOrientationEvent), so they live with the Qibla screen; the
// bearing itself is the engine's (qiblaBearing).
import { normalizeDegrees } from '@prayer-companion/engine';

const ALIGNED_TOLERANCE_DEG = 3;
/** Spec section 9: subtracted on Android for a flat, non-absolute reading. */
const ANDROID_FLAT_CORRECTION_DEG = 130;
const FLAT_TILT_DEG = 10;

/** The fields of a DeviceOrientationEvent that matter (Safari adds webkitCompassHeading). */
export interface OrientationReading {
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
  absolute: boolean;
  webkitCompassHeading?: number | null;
}

export type CompassPlatform = 'ios' | 'android' | 'other';

/**
 * Compass heading in [0, 360), or null while the reading carries none.
 * Safari gives webkitCompassHeading (already clockwise from north); otherwise
 * alpha turns counter-clockwise, so the heading is 360 - alpha. A
 * non-absolute Android reading held flat is off by a fixed amount on the
 * devices the spec describes: 130° is subtracted.
 */
export function compassHeading(reading: OrientationReading, platform: CompassPlatform): number | null {
  const webkit = reading.webkitCompassHeading;
  if (typeof webkit === 'number' && Number.isFinite(webkit)) return normalizeDegrees(webkit);
  if (typeof reading.alpha !== 'number' || !Number.isFinite(reading.alpha)) return null;
  let heading = 360 - reading.alpha;
  const flat =
    Math.abs(reading.beta ?? Infinity) < FLAT_TILT_DEG && Math.abs(reading.gamma ?? Infinity) < FLAT_TILT_DEG;
  if (platform === 'android' && !reading.absolute && flat) heading -= ANDROID_FLAT_CORRECTION_DEG;
  return normalizeDegrees(heading);
}

/** How far to turn from the heading to face the Qibla, in [-180, 180). */
export function relativeAngle(bearing: number, heading: number): number {
  return normalizeDegrees(bearing - heading + 180) - 180;
}

/** Aligned when bearing and heading differ by less than 3° either way. */
export function isAligned(bearing: number, heading: number): boolean {
  return Math.abs(relativeAngle(bearing, heading)) < ALIGNED_TOLERANCE_DEG;
}
