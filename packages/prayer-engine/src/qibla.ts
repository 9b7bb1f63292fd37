// Qibla direction (spec section 4). The device compass that turns it into an
// arrow is the browser's (client/src/features/qibla/compass.ts).

/** The spec's Kaaba coordinates (adhan's Qibla uses 21.4225241, 39.8261818). */
export const KAABA = { latitude: 21.4225, longitude: 39.8262 } as const;

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
