// A place's elevation in the times of an authority that allows for it. From a
// height the sun is seen over a lower horizon: it rises earlier and sets later.
// Geometry gives a dip of about 0.0293° per √metre over a sea-level horizon;
// an inland town sees hills and plateaus, not the sea, so an authority uses a
// smaller share of it. Only a recipe that says so (elevation_dip) applies it:
// the spec's methods keep their sea-level sunrise and sunset.
import { solarDeclination } from './highlat/fajrHold.ts';
import type { YMD } from './zone.ts';

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The standard altitude of sunrise and sunset (refraction and the sun's radius), degrees. */
const SUNSET_ALTITUDE = -0.8333;

/** Highest elevation a place may carry, metres (above it the figure is a mistake, not a town). */
export const MAX_ELEVATION = 6000;
/** Lowest: the Dead Sea shore. A place below sea level gets no dip. */
export const MIN_ELEVATION = -450;

/** Hour angle at which the sun stands at `altitude`, degrees; null where it never does that day. */
function hourAngle(latitude: number, decl: number, altitude: number): number | null {
  const cos = (Math.sin(rad(altitude)) - Math.sin(rad(latitude)) * Math.sin(rad(decl))) / (Math.cos(rad(latitude)) * Math.cos(rad(decl)));
  return cos >= -1 && cos <= 1 ? deg(Math.acos(cos)) : null;
}

/** Degrees the horizon lies lower for `elevation` metres, at `dipPerSqrtMetre` (0 at or below sea level). */
export function horizonDip(elevation: number | undefined, dipPerSqrtMetre: number | undefined): number {
  if (!dipPerSqrtMetre || typeof elevation !== 'number' || !Number.isFinite(elevation) || elevation <= 0) return 0;
  return dipPerSqrtMetre * Math.sqrt(Math.min(elevation, MAX_ELEVATION));
}

/**
 * Minutes by which sunrise comes earlier and sunset later when the horizon
 * lies `dip` degrees lower, on `day` at `latitude`; 0 where the sun does not
 * rise and set (the high-latitude rules decide those days).
 */
export function horizonShiftMinutes(latitude: number, day: YMD, dip: number): number {
  if (dip <= 0) return 0;
  const decl = solarDeclination(day);
  const atHorizon = hourAngle(latitude, decl, SUNSET_ALTITUDE);
  const lower = hourAngle(latitude, decl, SUNSET_ALTITUDE - dip);
  if (atHorizon === null || lower === null) return 0;
  // 15° of hour angle is one hour.
  return (lower - atHorizon) * 4;
}
