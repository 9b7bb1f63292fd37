// Asr from the shadow at noon. Asr begins when an object's shadow is its noon shadow plus its
// length (twice its length for the Hanafi school), so the sun's altitude at asr follows from
// its declination at noon, the moment that shadow is cast. adhan (SolarTime.afternoon, marked
// 'TODO' there) takes the declination at 0h UT of the date instead: half a day early in Europe
// and Africa, when the declination moves by up to 0.4° a day around the equinoxes. That put our
// asr up to a minute and a half off the authorities' in London and Morocco, early in autumn and
// late in spring (docs/decisions.md 34). Here adhan's asr is the first guess, and the instant the
// sun stands at the noon shadow's altitude is solved from it.

import { declinationAt, sunAt } from './sun.ts';

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;

/** The sun's altitude (degrees) when a shadow is `shadowLength` lengths beyond its noon shadow. */
const asrAltitude = (latitude: number, declination: number, shadowLength: number): number =>
  Math.atan(1 / (shadowLength + Math.tan(Math.abs(latitude - declination) * RAD))) / RAD;

/**
 * The asr of the day whose noon is `transit`, at the place, solved from adhan's `asr` (two
 * Newton steps on the sun's altitude; adhan's is within half a minute). `shadowLength` is 1
 * (Shafi'i, Maliki, Hanbali) or 2 (Hanafi); `marginMinutes` are the minutes adhan added to its
 * asr (a method's or the user's), kept on top. Unchanged where the sun never reaches the
 * altitude in the afternoon (the polar edges keep adhan's answer).
 */
export function asrFromNoonShadow(
  asr: Date,
  transit: Date,
  place: { latitude: number; longitude: number },
  shadowLength: number,
  marginMinutes = 0,
): Date {
  const target = asrAltitude(place.latitude, declinationAt(transit.getTime()), shadowLength) * RAD;
  const phi = place.latitude * RAD;
  const margin = marginMinutes * 60_000;
  let at = asr.getTime() - margin;
  for (let step = 0; step < 2 && Number.isFinite(at); step++) {
    const sun = sunAt(at);
    const delta = sun.declination * RAD;
    const hourAngle = (sun.siderealTime + place.longitude - sun.rightAscension) * RAD;
    const altitude = Math.asin(Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(hourAngle));
    // How fast the sun sinks (radians of altitude per millisecond; its hour angle turns 360° a day).
    const rate = (-Math.cos(phi) * Math.cos(delta) * Math.sin(hourAngle) * (360 * RAD)) / DAY_MS / Math.cos(altitude);
    at += (target - altitude) / rate;
  }
  // A step that runs off (no such altitude, or a sun that does not sink) keeps adhan's answer.
  at += margin;
  return Number.isFinite(at) && Math.abs(at - asr.getTime()) < 10 * 60_000 ? new Date(at) : asr;
}
