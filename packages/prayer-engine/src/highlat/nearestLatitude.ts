// The 'NearestLatitude' high-latitude rule (aqrab al-bilad at 45°), after the
// Islamic Fiqh Council of the Muslim World League (9th session, Makkah, 1986),
// day by day, the first that works:
// 1. the angles' own times, wherever they fit the day (in order within the
//    civil day, at least 30 minutes from isha to the next fajr);
// 2. where they do not (twilight does not end, or ends so near midnight that
//    isha and fajr meet: 48°–66° in summer), fajr and isha estimated in
//    proportion to their place in the night at latitude 45°, the nearest
//    latitude where their signs are always seen: isha after sunset by the
//    share of the night it takes there, fajr before sunrise likewise (the
//    angle's own time stays where it is earlier for isha, later for fajr);
// 3. where that isha would still pass the clock's midnight (Amsterdam in
//    June: 45°'s share of the night ends isha at 00:06), a seventh of the
//    night (the rule adhan and the spec also offer), which ends well before;
// 4. where the sun sets so late that no isha fits before the clock's midnight
//    (Reykjavik, Fairbanks: sunset after 00:00 in late June; Tromsø, Kiruna,
//    Murmansk on the eve of the midnight sun), the day is longer than the
//    clock's day: its evening, maghrib and isha, is that of latitude 45° on
//    the same meridian (the same rule's estimate, applied to the day rather
//    than the night, as the Fiqh Council and the European Council for Fatwa
//    allow where a day is abnormally long), while fajr, sunrise, dhuhr and asr
//    keep the place's own sun, so no prayer of the morning falls after the
//    real sunrise. The real sunset is kept beside the times (`realMaghrib`),
//    and Home says it, for whoever waits for it;
// 5. where the day has no night to hold the prayers (the sun does not set or
//    does not rise, or the night is too short for isha and fajr 30 minutes
//    apart), all six times are those of latitude 45° on the same meridian,
//    which keep their place around the same solar noon.
import { Coordinates, PolarCircleResolution, PrayerTimes, Rounding, type CalculationParameters } from 'adhan';
import { addDays, formatYmd, zonedParts, type YMD } from '../zone.ts';
import { adhanDay, solarDeclination } from './fajrHold.ts';
import { toMinute } from '../rounding.ts';

/** The latitude whose times are borrowed (north or south, as the place). */
export const REFERENCE_LATITUDE = 45;
/** The least time between isha and the next fajr this rule keeps. */
export const MIN_ISHA_TO_FAJR_MINUTES = 30;

/**
 * How the rule set a day's times: the angles, fajr/isha from 45°'s share or a
 * seventh of the night, maghrib and isha from 45° (a sunset too late for the
 * clock's day), or all six from 45°.
 */
export type HighLatitudeMode = 'angles' | 'estimated' | 'seventh' | 'evening' | 'reference';

/** The rule's answer: the times, how it set them, and on an 'evening' day the place's own maghrib. */
export interface NearestLatitudeDay {
  times: PrayerTimes;
  mode: HighLatitudeMode;
  realMaghrib?: Date;
}

const MINUTE = 60_000;
const RAD = Math.PI / 180;
const SUNRISE_ALTITUDE = -0.833;

/** Latitude 45° on the place's meridian, on its side of the equator: the rule's last resort takes the day from there. */
export const referenceCoordinates = (coords: Coordinates) => new Coordinates(Math.sign(coords.latitude) * REFERENCE_LATITUDE, coords.longitude);

/** Whether the sun rises and sets at `latitude` on `day` (no midnight sun, no polar night). */
export function sunRisesAndSets(latitude: number, day: YMD): boolean {
  const d = solarDeclination(day) * RAD;
  const phi = latitude * RAD;
  const cosH = (Math.sin(SUNRISE_ALTITUDE * RAD) - Math.sin(phi) * Math.sin(d)) / (Math.cos(phi) * Math.cos(d));
  return Math.abs(cosH) < 1;
}

/** A copy of adhan's parameters (its methods live on the prototype). */
function copyParams(p: CalculationParameters): CalculationParameters {
  const out = Object.assign(Object.create(Object.getPrototypeOf(p) as object) as CalculationParameters, p);
  out.adjustments = { ...p.adjustments };
  out.methodAdjustments = { ...p.methodAdjustments };
  return out;
}

/**
 * The angles' times with no minutes and no rounding. The night runs from the
 * method's maghrib (sunset, or Jafari's 4°) to sunrise, so an estimated isha
 * always follows its maghrib.
 */
function rawParams(p: CalculationParameters): CalculationParameters {
  const raw = copyParams(p);
  raw.adjustments = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 };
  raw.methodAdjustments = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 };
  raw.rounding = Rounding.None;
  raw.polarCircleResolution = PolarCircleResolution.Unresolved;
  return raw;
}

const minutesOf = (p: CalculationParameters, name: 'fajr' | 'isha') =>
  ((p.methodAdjustments[name] ?? 0) + (p.adjustments[name] ?? 0)) * MINUTE;

/** The shared minute rule (rounding.ts) for adhan's setting; None leaves the instant as it is. */
function rounded(at: number, p: CalculationParameters): Date {
  return p.rounding === Rounding.None ? new Date(at) : toMinute(new Date(at), p.rounding === Rounding.Up ? 'up' : 'nearest');
}

/**
 * The six times each in a later minute than the one before, all on the civil
 * day, and isha at least 30 minutes before `nextFajr`.
 */
function fitsTheDay(times: PrayerTimes, day: YMD, timezone: string, nextFajr: number): boolean {
  // Where the sun is too low for the shadow rule (the edges of the polar night)
  // compute.ts puts asr between dhuhr and maghrib (decision 22): so here too.
  const asrOk = times.asr > times.dhuhr && times.asr < times.maghrib;
  const asr = asrOk ? times.asr : new Date((times.dhuhr.getTime() + times.maghrib.getTime()) / 2);
  const order = [times.fajr, times.sunrise, times.dhuhr, asr, times.maghrib, times.isha];
  const date = formatYmd(day);
  for (let i = 0; i < order.length; i++) {
    const t = order[i]!.getTime();
    if (!Number.isFinite(t)) return false;
    if (formatYmd(zonedParts(order[i]!, timezone)) !== date) return false;
    if (i > 0 && Math.floor(t / MINUTE) <= Math.floor(order[i - 1]!.getTime() / MINUTE)) return false;
  }
  return nextFajr - times.isha.getTime() >= MIN_ISHA_TO_FAJR_MINUTES * MINUTE;
}

interface Estimate {
  fajr: number;
  isha: number;
  /** The next day's fajr under the same rule (for the 30 minutes). */
  nextFajr: number;
  /** The next day's fajr at its angle (adhan's middle-of-the-night bound where there is none). */
  nextFajrAngle: number;
}

/**
 * Fajr and isha estimated as shares of the night (latitude 45°'s, or a
 * seventh) where the angles give none or a later isha / an earlier fajr.
 */
function estimate(coords: Coordinates, day: YMD, params: CalculationParameters, nextParams: CalculationParameters, seventh: boolean): Estimate {
  const raw = rawParams(params);
  const ref = referenceCoordinates(coords);
  const at = (c: Coordinates, d: YMD) => new PrayerTimes(c, adhanDay(d), raw);
  const [before, today, after] = [-1, 0, 1].map((k) => at(coords, addDays(day, k))) as [PrayerTimes, PrayerTimes, PrayerTimes];
  const [refBefore, refToday, refAfter] = [-1, 0, 1].map((k) => at(ref, addDays(day, k))) as [PrayerTimes, PrayerTimes, PrayerTimes];
  const share = (from: Date, to: Date, nightStart: Date, nightEnd: Date) =>
    (to.getTime() - from.getTime()) / (nightEnd.getTime() - nightStart.getTime());
  const ishaShare = seventh ? 1 / 7 : share(refToday.maghrib, refToday.isha, refToday.maghrib, refAfter.sunrise);
  const fajrShare = seventh ? 1 / 7 : share(refToday.fajr, refToday.sunrise, refBefore.maghrib, refToday.sunrise);
  const night = after.sunrise.getTime() - today.maghrib.getTime();
  const nightBefore = today.sunrise.getTime() - before.maghrib.getTime();
  const ishaBound = today.maghrib.getTime() + ishaShare * night;
  const fajrBound = today.sunrise.getTime() - fajrShare * nightBefore;
  const nextFajrBound = after.sunrise.getTime() - fajrShare * night;
  const ishaAngle = today.isha.getTime();
  const fajrAngle = today.fajr.getTime();
  const isha = Number.isFinite(ishaAngle) ? Math.min(ishaAngle, ishaBound) : ishaBound;
  const fajr = Number.isFinite(fajrAngle) ? Math.max(fajrAngle, fajrBound) : fajrBound;
  const nextFajrAngle = after.fajr.getTime();
  const nextFajr = Number.isFinite(nextFajrAngle) ? Math.max(nextFajrAngle, nextFajrBound) : nextFajrBound;
  return {
    fajr: fajr + minutesOf(params, 'fajr'),
    isha: isha + minutesOf(params, 'isha'),
    nextFajr: nextFajr + minutesOf(nextParams, 'fajr'),
    nextFajrAngle: nextFajrAngle + minutesOf(nextParams, 'fajr'),
  };
}

/**
 * Applies the rule to `times` (adhan's times of `day` at the place, under
 * `paramsFor`, which carries the method, minutes and rounding) and says how.
 * An isha set by an interval after maghrib (Umm al-Qura, Qatar) keeps it.
 */
export function applyNearestLatitude(
  times: PrayerTimes,
  coords: Coordinates,
  day: YMD,
  timezone: string,
  paramsFor: (day: YMD) => CalculationParameters,
): NearestLatitudeDay {
  const params = paramsFor(day);
  // The place's own sunrise and sunset, not adhan's nearest-latitude stand-ins
  // for a day without them (its polar resolution decides by its own sun).
  const unresolved = copyParams(params);
  unresolved.polarCircleResolution = PolarCircleResolution.Unresolved;
  const own = new PrayerTimes(coords, adhanDay(day), unresolved);
  const nights =
    Number.isFinite(own.sunrise.getTime()) &&
    Number.isFinite(own.maghrib.getTime()) &&
    [-1, 0, 1].every((k) => sunRisesAndSets(coords.latitude, addDays(day, k)));
  if (nights && own.sunrise.getTime() !== times.sunrise.getTime()) {
    // adhan resolved a day the place has (a few minutes of night): its own times.
    for (const name of ['sunrise', 'dhuhr', 'asr', 'maghrib'] as const) times[name] = own[name];
  }
  if (nights) {
    const nextParams = paramsFor(addDays(day, 1));
    const byShare = estimate(coords, day, params, nextParams, false);
    if (fitsTheDay(times, day, timezone, byShare.nextFajrAngle)) return { times, mode: 'angles' };
    const angleIsha = times.isha;
    const tryEstimate = (e: Estimate): boolean => {
      times.fajr = rounded(e.fajr, params);
      times.isha = params.ishaInterval > 0 ? angleIsha : rounded(e.isha, params);
      return fitsTheDay(times, day, timezone, e.nextFajr);
    };
    if (tryEstimate(byShare)) return { times, mode: 'estimated' };
    if (tryEstimate(estimate(coords, day, params, nextParams, true))) return { times, mode: 'seventh' };
    // Step 4: the evening of 45°, the morning of the place (its fajr as step 2 estimates it).
    const realMaghrib = times.maghrib;
    const evening = new PrayerTimes(referenceCoordinates(coords), adhanDay(day), params);
    times.maghrib = evening.maghrib;
    times.isha = evening.isha;
    times.fajr = rounded(byShare.fajr, params);
    if (fitsTheDay(times, day, timezone, byShare.nextFajr)) return { times, mode: 'evening', realMaghrib };
  }
  // Step 5 (what the steps above left in `times` is not used).
  return { times: new PrayerTimes(referenceCoordinates(coords), adhanDay(day), params), mode: 'reference' };
}
