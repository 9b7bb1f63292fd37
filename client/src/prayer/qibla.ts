// Qibla direction and compass heading (spec sections 4 and 9).

/** The spec's Kaaba coordinates (adhan's Qibla uses 21.4225241, 39.8261818). */
export const KAABA = { latitude: 21.4225, longitude: 39.8262 } as const;
export const ALIGNED_TOLERANCE_DEG = 3;
/** Spec section 9: subtracted on Android for a flat, non-absolute reading. */
export const ANDROID_FLAT_CORRECTION_DEG = 130;
const FLAT_TILT_DEG = 10;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const a = angle % 360;
  return a < 0 ? a + 360 : a === 0 ? 0 : a; // also turns -0 into 0
}

/** Great-circle initial bearing from the place to the Kaaba, degrees clockwise from true north, [0, 360). */
export function qiblaBearing(latitude: number, longitude: number): number {
  const phi1 = rad(latitude);
  const phi2 = rad(KAABA.latitude);
  const dLambda = rad(KAABA.longitude - longitude);
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return normalizeDegrees(deg(Math.atan2(y, x)));
}

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
