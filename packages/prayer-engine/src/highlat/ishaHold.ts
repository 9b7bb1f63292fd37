// A recipe's isha through the exception period (presets only, e.g. the
// Islamic Council Norway): on nights dark enough (see darkEnough) isha is at
// its angle; between the last such night before the summer and the first one
// after it, the clock time moves in a straight line from the last valid isha
// to `minAfterMaghrib` minutes after maghrib on the solstice, and from there
// to the first valid isha; and it is never earlier than `minAfterMaghrib`
// minutes after the day's maghrib.
import { Coordinates, PrayerTimes, type CalculationParameters } from 'adhan';
import { addDays, daysBetween, type YMD } from '../zone.ts';
import { adhanDay, clockMinutes, darkEnough, nightsShortening } from './fajrHold.ts';

export interface IshaHold {
  depression: number;
  resumeDepression?: number;
  minAfterMaghrib: number;
}

const MINUTE = 60_000;
const HALF_YEAR = 183;

/** The instant at clock minute `minutes` within 12 hours of `reference`, on the whole minute. */
function atClock(minutes: number, reference: Date, timezone: string): Date {
  const shift = ((((minutes - clockMinutes(reference, timezone)) % 1440) + 2160) % 1440) - 720;
  return new Date(Math.round((reference.getTime() + shift * MINUTE) / MINUTE) * MINUTE);
}

/**
 * The isha instant for `day` under the hold rule. `times` are the day's
 * times; `paramsFor` gives adhan's parameters for a day with a rule that does
 * not move isha where the angle is reached.
 */
export function heldIsha(
  times: PrayerTimes,
  coords: Coordinates,
  day: YMD,
  timezone: string,
  hold: IshaHold,
  paramsFor: (day: YMD) => CalculationParameters,
): Date {
  const dark = (d: YMD) => darkEnough(coords.latitude, d, hold.depression, hold.resumeDepression);
  const solve = (d: YMD) => new PrayerTimes(coords, adhanDay(d), paramsFor(d));
  if (dark(day)) return solve(day).isha;
  let last: YMD | undefined;
  let next: YMD | undefined;
  for (let k = 1; k <= HALF_YEAR && !last; k++) if (dark(addDays(day, -k))) last = addDays(day, -k);
  for (let k = 1; k <= HALF_YEAR && !next; k++) if (dark(addDays(day, k))) next = addDays(day, k);
  const floorAfterMaghrib = (t: PrayerTimes) => new Date(t.maghrib.getTime() + hold.minAfterMaghrib * MINUTE);
  const floor = floorAfterMaghrib(times);
  // No dark night within half a year either side (near the pole): the floor.
  if (!last || !next) return floor;
  // The solstice: the first day between them whose nights are getting longer.
  let solstice = last;
  while (daysBetween(solstice, next) > 0 && nightsShortening(coords.latitude, solstice)) solstice = addDays(solstice, 1);
  const anchor = clockMinutes(floorAfterMaghrib(solve(solstice)), timezone);
  const [from, to, fromMinutes, toMinutes] =
    daysBetween(day, solstice) >= 0
      ? [last, solstice, clockMinutes(solve(last).isha, timezone), anchor]
      : [solstice, next, anchor, clockMinutes(solve(next).isha, timezone)];
  const share = daysBetween(from, day) / daysBetween(from, to);
  const isha = atClock(fromMinutes + (toMinutes - fromMinutes) * share, times.maghrib, timezone);
  return isha > floor ? isha : floor;
}
