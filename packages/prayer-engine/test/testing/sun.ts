// An independent sun model for the tests: NOAA's solar calculator equations
// (Meeus, "Astronomical Algorithms"), written from the NOAA spreadsheet, not
// from adhan. Tests use it to check that our times sit where each method's
// definition puts the sun. Not used by the app.

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
const MINUTE = 60_000;

interface SunState {
  declination: number; // degrees
  equationOfTime: number; // minutes
}

function sunState(t: Date): SunState {
  const jd = t.getTime() / 86_400_000 + 2440587.5;
  const T = (jd - 2451545) / 36525;
  const L0 = (280.46646 + T * (36000.76983 + T * 0.0003032)) % 360;
  const M = 357.52911 + T * (35999.05029 - 0.0001537 * T);
  const e = 0.016708634 - T * (0.000042037 + 0.0000001267 * T);
  const C =
    Math.sin(rad(M)) * (1.914602 - T * (0.004817 + 0.000014 * T)) +
    Math.sin(rad(2 * M)) * (0.019993 - 0.000101 * T) +
    Math.sin(rad(3 * M)) * 0.000289;
  const omega = 125.04 - 1934.136 * T;
  const lambda = L0 + C - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const eps0 = 23 + (26 + (21.448 - T * (46.815 + T * (0.00059 - T * 0.001813))) / 60) / 60;
  const eps = eps0 + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(eps)) * Math.sin(rad(lambda))));
  const y = Math.tan(rad(eps / 2)) ** 2;
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * rad(L0)) -
        2 * e * Math.sin(rad(M)) +
        4 * e * y * Math.sin(rad(M)) * Math.cos(2 * rad(L0)) -
        0.5 * y * y * Math.sin(4 * rad(L0)) -
        1.25 * e * e * Math.sin(2 * rad(M)),
    );
  return { declination, equationOfTime };
}

/** Geometric altitude of the sun's centre (no refraction), degrees. */
export function sunAltitude(t: Date, latitude: number, longitude: number): number {
  const { declination, equationOfTime } = sunState(t);
  const utcMinutes = (t.getTime() / MINUTE) % 1440;
  const trueSolar = (((utcMinutes + equationOfTime + 4 * longitude) % 1440) + 1440) % 1440;
  const hourAngle = trueSolar / 4 - 180;
  const cosZenith =
    Math.sin(rad(latitude)) * Math.sin(rad(declination)) +
    Math.cos(rad(latitude)) * Math.cos(rad(declination)) * Math.cos(rad(hourAngle));
  return 90 - deg(Math.acos(Math.max(-1, Math.min(1, cosZenith))));
}

export function sunDeclination(t: Date): number {
  return sunState(t).declination;
}

/** Solar noon (transit) nearest to `near`. */
export function solarNoon(near: Date, longitude: number): Date {
  let noon = near;
  for (let i = 0; i < 3; i++) {
    const { equationOfTime } = sunState(noon);
    const dayStart = Math.floor(near.getTime() / 86_400_000) * 86_400_000;
    noon = new Date(dayStart + (720 - 4 * longitude - equationOfTime) * MINUTE);
  }
  return noon;
}

/**
 * When the sun crosses `altitude` on the morning (rising) or evening side of
 * the solar noon of the UTC day containing `dayHint`; null if it does not.
 */
export function sunCrossing(
  dayHint: Date,
  latitude: number,
  longitude: number,
  altitude: number,
  side: 'morning' | 'evening',
): Date | null {
  const noon = solarNoon(dayHint, longitude).getTime();
  let [a, b] = side === 'morning' ? [noon - 12 * 60 * MINUTE, noon] : [noon, noon + 12 * 60 * MINUTE];
  const f = (ms: number) => sunAltitude(new Date(ms), latitude, longitude) - altitude;
  if (Math.sign(f(a)) === Math.sign(f(b))) return null;
  for (let i = 0; i < 50; i++) {
    const mid = (a + b) / 2;
    if (Math.sign(f(mid)) === Math.sign(f(a))) a = mid;
    else b = mid;
  }
  return new Date((a + b) / 2);
}
