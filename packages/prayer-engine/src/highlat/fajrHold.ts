// A recipe's "held" fajr (presets only, e.g. the Islamic Council Norway):
// fajr at its angle only on days when the night gets dark enough
// (the sun at least `depression` degrees below the horizon at midnight while
// the nights are getting shorter, `resumeDepression` while they are getting
// longer); on other days the fajr clock time of the nearest such day (aqrab
// al-ayyam); and never later than `minBeforeSunrise` minutes before sunrise.
import { Coordinates, PrayerTimes, type CalculationParameters } from 'adhan';
import { declinationAt } from '../sun.ts';
import { addDays, zonedParts, type YMD } from '../zone.ts';

/** The sun's declination at noon UTC of a day, degrees (sun.ts). */
export const solarDeclination = (day: YMD): number => declinationAt(Date.UTC(day.year, day.month - 1, day.day, 12));

/** How far below the horizon the sun is at local midnight, degrees (negative: above). */
export const midnightDepression = (latitude: number, day: YMD): number =>
  90 - Math.abs(latitude) - Math.sign(latitude) * solarDeclination(day);

/**
 * Whether the night of `day` is dark enough for a held time's angle: the sun
 * at least `depression` degrees down at midnight while the nights are getting
 * shorter, `resumeDepression` (default: the same) while they are getting longer.
 */
export function darkEnough(latitude: number, day: YMD, depression: number, resumeDepression = depression): boolean {
  return midnightDepression(latitude, day) >= (nightsShortening(latitude, day) ? depression : resumeDepression);
}

export interface FajrHold {
  depression: number;
  /** The depression that ends the hold after the summer solstice; `depression` when absent. */
  resumeDepression?: number;
  minBeforeSunrise?: number;
}

/** Whether the nights at `latitude` are getting shorter on `day` (towards the local summer solstice). */
export function nightsShortening(latitude: number, day: YMD): boolean {
  return Math.sign(latitude) * (solarDeclination(addDays(day, 1)) - solarDeclination(day)) > 0;
}

// adhan reads the calendar day from local fields (see compute.ts).
export const adhanDay = (d: YMD) => new Date(d.year, d.month - 1, d.day, 12);

/** Minutes after local midnight of an instant at the place. */
export function clockMinutes(instant: Date, timezone: string): number {
  const p = zonedParts(instant, timezone);
  return p.hour * 60 + p.minute + (instant.getUTCSeconds() + instant.getUTCMilliseconds() / 1000) / 60;
}

/**
 * The fajr instant for `day` under the hold rule. `times` are the day's
 * times; `paramsFor` gives adhan's parameters for a day, with the rule that
 * only moves fajr where twilight never ends (the angle is what holds).
 */
export function heldFajr(
  times: PrayerTimes,
  coords: Coordinates,
  day: YMD,
  timezone: string,
  hold: FajrHold,
  paramsFor: (day: YMD) => CalculationParameters,
): Date {
  const dark = (d: YMD) => darkEnough(coords.latitude, d, hold.depression, hold.resumeDepression);
  // Today if its night is dark enough, else the nearest day that is (earlier first on a tie).
  let source: YMD | undefined = dark(day) ? day : undefined;
  for (let k = 1; !source && k <= 183; k++) source = [addDays(day, -k), addDays(day, k)].find(dark);
  let fajr = times.fajr;
  if (source) {
    const at = new PrayerTimes(coords, adhanDay(source), paramsFor(source)).fajr;
    // The source day's clock time, on this day (both unrounded: compute.ts rounds the result).
    const shift = ((((clockMinutes(at, timezone) - clockMinutes(times.fajr, timezone)) % 1440) + 2160) % 1440) - 720;
    fajr = new Date(times.fajr.getTime() + shift * 60_000);
  }
  if (hold.minBeforeSunrise !== undefined) {
    const latest = times.sunrise.getTime() - hold.minBeforeSunrise * 60_000;
    if (fajr.getTime() > latest) fajr = new Date(latest);
  }
  return fajr;
}
