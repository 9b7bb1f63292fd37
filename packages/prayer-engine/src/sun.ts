// The sun's position by a low-precision model (about 0.01°, a few seconds of time): enough for
// the engine's own corrections (asr's noon shadow, the held fajr's dark nights) on top of adhan.

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;

/** The sun at an instant: declination and right ascension (degrees), and Greenwich sidereal time (degrees, unwound). */
export function sunAt(ms: number): { declination: number; rightAscension: number; siderealTime: number } {
  const n = ms / DAY_MS + 2_440_587.5 - 2_451_545.0;
  const meanAnomaly = (357.528 + 0.9856003 * n) * RAD;
  const eclipticLongitude = (280.46 + 0.9856474 * n + 1.915 * Math.sin(meanAnomaly) + 0.02 * Math.sin(2 * meanAnomaly)) * RAD;
  const obliquity = (23.439 - 0.0000004 * n) * RAD;
  return {
    declination: Math.asin(Math.sin(obliquity) * Math.sin(eclipticLongitude)) / RAD,
    rightAscension: Math.atan2(Math.cos(obliquity) * Math.sin(eclipticLongitude), Math.cos(eclipticLongitude)) / RAD,
    siderealTime: 280.46061837 + 360.98564736629 * n,
  };
}

/** The sun's declination at an instant, degrees. */
export const declinationAt = (ms: number): number => sunAt(ms).declination;
