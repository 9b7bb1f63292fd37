// Prayer times for one day, or a month, at a place, in the place's zone.
import { Coordinates, HighLatitudeRule, Madhab, PrayerTimes, Rounding, type CalculationParameters } from 'adhan';
import { asrFromNoonShadow } from './asrShadow.ts';
import { horizonDip, horizonShiftMinutes } from './elevation.ts';
import { heldFajr } from './highlat/fajrHold.ts';
import { heldIsha } from './highlat/ishaHold.ts';
import { applyNearestLatitude, referenceCoordinates, type HighLatitudeMode, type NearestLatitudeDay } from './highlat/nearestLatitude.ts';
import { imsakMinutes } from './imsak.ts';
// The zone table in Node; in the browser a stand-in until loadJakimZones() has fetched it
// (package.json "imports": the 'browser' condition), so Home's first load does not carry it.
import { jakimSyurukMinutes, jakimZone } from '#jakim-zones';
import { calculationParameters, effectiveHighLatRule, recipeOf } from './methods.ts';
import { roundingRules, toMinute } from './rounding.ts';
import { normalizePrayerSettings } from './settings.ts';
import { TIME_NAMES, type DayPrayerTimes, type Place, type PrayerSettings, type TimeName } from './types.ts';
import { addDays, daysBetween, formatClock, formatYmd, isValidTimeZone, parseYmd, zonedParts, type YMD } from './zone.ts';

/** A place may carry its country so that missing settings default by country. */
export type PlaceInput = Place & { countryCode?: string };
export type SettingsInput = Partial<PrayerSettings> | null | undefined;

function validCoordinate(value: unknown, limit: number): value is number {
  // Zero counts as missing (spec section 5): it is what an unset location
  // serialises to, and nobody prays at exactly 0°.
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 && Math.abs(value) <= limit;
}

// adhan reads the calendar day from the Date's local-time fields (the device's
// zone) and returns true instants. Local noon of the wanted day gives it that
// day in any device zone (noon exists even on DST change days).
const adhanDay = (d: YMD) => new Date(d.year, d.month - 1, d.day, 12);

/** Sunset of a day under `settings` (maghrib with no angle and no minutes), for a night counted from sunset. */
function sunsetOf(coords: Coordinates, day: YMD, settings: PrayerSettings, timezone: string): Date {
  const p = calculationParameters(settings, day, timezone);
  p.maghribAngle = 0;
  p.methodAdjustments = { ...p.methodAdjustments, maghrib: 0 };
  p.adjustments = { ...p.adjustments, maghrib: 0 };
  return new PrayerTimes(coords, adhanDay(day), p).maghrib;
}

function solve(
  coords: Coordinates,
  day: YMD,
  settings: PrayerSettings,
  timezone: string,
  elevation?: number,
  { rounded = true }: { rounded?: boolean } = {},
): NearestLatitudeDay {
  const recipe = recipeOf(settings);
  const dip = horizonDip(elevation, recipe?.elevation_dip);
  // adhan's times stay unrounded until the horizon and the holds have moved
  // them; then each is rounded once, by its authority's rule (rounding.ts).
  // The nearest-latitude rule judges whole minutes (is isha still on this
  // day?), so there adhan rounds, as the method does, unless a horizon is
  // still to move sunrise and maghrib.
  const nearestLatitude = effectiveHighLatRule(settings) === 'NearestLatitude';
  const adhanRounds = nearestLatitude && dip === 0 && rounded;
  const asComputed = (p: CalculationParameters) => {
    if (!adhanRounds) p.rounding = Rounding.None;
    return p;
  };
  const paramsFor = (d: YMD) => asComputed(calculationParameters(settings, d, timezone));
  // The day's parameters say the method's rounding (Singapore's is up) before it is set aside.
  const dayParams = calculationParameters(settings, day, timezone);
  const rules = roundingRules(dayParams.rounding, recipe);
  let times = new PrayerTimes(coords, adhanDay(day), asComputed(dayParams));
  // adhan solves the sun for the UTC day. Where the zone is far from the
  // longitude's solar time (Samoa, Tonga, Kiribati: UTC+13/+14 at -172°..-157°)
  // that lands on the neighbouring local day; ask for the day that lands right.
  const shift = daysBetween(zonedParts(times.dhuhr, timezone), day);
  if (shift !== 0) {
    const solved = addDays(day, shift);
    times = new PrayerTimes(coords, adhanDay(solved), paramsFor(solved));
  }
  const solvedDay = addDays(day, shift);
  let mode: HighLatitudeMode = 'angles';
  let realMaghrib: Date | undefined;
  if (nearestLatitude) ({ times, mode, realMaghrib } = applyNearestLatitude(times, coords, solvedDay, timezone, paramsFor));
  // The held times' angle days use the middle-of-the-night rule, which only
  // moves fajr and isha where twilight never ends (the angle is what holds).
  const holdParams = (d: YMD) => {
    const p = calculationParameters(settings, d, timezone);
    p.highLatitudeRule = HighLatitudeRule.MiddleOfTheNight;
    return p;
  };
  if (recipe?.fajr_hold_depression !== undefined || recipe?.fajr_min_before_sunrise !== undefined) {
    times.fajr = heldFajr(
      times,
      coords,
      solvedDay,
      timezone,
      {
        depression: recipe.fajr_hold_depression ?? -90,
        resumeDepression: recipe.fajr_resume_depression,
        minBeforeSunrise: recipe.fajr_min_before_sunrise,
      },
      holdParams,
    );
  }
  if (recipe?.isha_hold_depression !== undefined && !recipe.isha_interval) {
    times.isha = heldIsha(
      times,
      coords,
      solvedDay,
      timezone,
      {
        depression: recipe.isha_hold_depression,
        resumeDepression: recipe.isha_resume_depression,
        minAfterMaghrib: recipe.isha_min_after_maghrib ?? 0,
      },
      holdParams,
    );
  }
  times.asr = recipe?.asr_previous_day_sun
    ? asrFromPreviousDay(coords, solvedDay, settings, timezone, times.asr)
    : noonShadowAsr(times, coords, solvedDay, mode, adhanRounds ? paramsFor(solvedDay) : null);
  if (dip > 0) lowerHorizon(times, coords.latitude, solvedDay, dip, Boolean(recipe?.isha_interval));
  if (rounded) for (const name of TIME_NAMES) times[name] = toMinute(times[name], rules[name]);
  return realMaghrib ? { times, mode, realMaghrib } : { times, mode };
}

/**
 * Sunrise earlier and maghrib later by the time the sun takes to cross the
 * `dip` below the horizon (elevation.ts). Isha by interval follows its maghrib.
 */
function lowerHorizon(times: PrayerTimes, latitude: number, day: YMD, dip: number, ishaByInterval: boolean): void {
  const shift = horizonShiftMinutes(latitude, day, dip) * MINUTE;
  times.sunrise = new Date(times.sunrise.getTime() - shift);
  times.maghrib = new Date(times.maghrib.getTime() + shift);
  if (ishaByInterval) times.isha = new Date(times.isha.getTime() + shift);
}

const MINUTE = 60_000;

/**
 * Asr from the shadow at noon (asrShadow.ts), not adhan's from the declination at 0h UT. Dhuhr
 * stands for the transit (its minutes of margin move the declination by under 0.003°). Where the
 * nearest-latitude rule took the day from 45° ('reference'), its asr is 45°'s. `roundedParams`:
 * adhan rounded the times (the nearest-latitude rule), so asr is solved again unrounded, to be
 * rounded once, at the end.
 */
function noonShadowAsr(times: PrayerTimes, coords: Coordinates, day: YMD, mode: HighLatitudeMode, roundedParams: CalculationParameters | null): Date {
  const at = mode === 'reference' ? referenceCoordinates(coords) : coords;
  let asr = times.asr;
  if (roundedParams) {
    roundedParams.rounding = Rounding.None;
    asr = new PrayerTimes(at, adhanDay(day), roundedParams).asr;
  }
  const params = times.calculationParameters;
  const margin = (params.adjustments.asr ?? 0) + (params.methodAdjustments.asr ?? 0);
  return asrFromNoonShadow(asr, times.dhuhr, at, params.madhab === Madhab.Hanafi ? 2 : 1, margin);
}

/**
 * Asr under `asr_previous_day_sun`: this day's zenith plus the previous
 * day's interval from zenith to asr (same parameters: madhab, minutes),
 * unrounded (solve rounds it). Keeps `fallback` where the previous day has no
 * asr (polar night). The interval is adhan's own, from the sun's declination at
 * 0h UT of the day before, as the rule was read off the Islamic Council Norway's
 * table (taken from the shadow at noon instead, it missed that table by up to 3 minutes).
 */
function asrFromPreviousDay(coords: Coordinates, day: YMD, settings: PrayerSettings, timezone: string, fallback: Date): Date {
  const params = calculationParameters(settings, day, timezone);
  params.rounding = Rounding.None;
  const today = new PrayerTimes(coords, adhanDay(day), params);
  const before = new PrayerTimes(coords, adhanDay(addDays(day, -1)), params);
  const at = today.dhuhr.getTime() + before.asr.getTime() - before.dhuhr.getTime();
  return Number.isFinite(at) ? new Date(at) : fallback;
}

/**
 * Keeps the six times in order. adhan adds the minute adjustments after the
 * high-latitude rule, so where the night is only minutes long (polar summer)
 * Turkey's sunrise -7 can fall before fajr and its maghrib +7 after isha;
 * 'Other' (0° angles) puts fajr after sunrise by definition; user offsets can
 * do the same. Fajr is pulled to a minute before sunrise (moving sunrise
 * later would end fajr too late); each later time is pushed to at least a
 * minute after the one before.
 */
function inOrder(times: PrayerTimes): Record<TimeName, Date> {
  const t = {} as Record<TimeName, Date>;
  for (const name of TIME_NAMES) t[name] = times[name];
  // Decision 22 (docs/decisions.md): where the sun stays so low that the
  // shadow rule gives no asr between dhuhr and maghrib (the edges of the polar
  // night; adhan then returns a time after sunset or none), asr is the middle
  // of dhuhr and maghrib.
  const asr = t.asr.getTime();
  if (!(asr > t.dhuhr.getTime() && asr < t.maghrib.getTime())) {
    t.asr = new Date(Math.round((t.dhuhr.getTime() + t.maghrib.getTime()) / 2 / MINUTE) * MINUTE);
  }
  // Compared as the shown minutes: adhan's safe times can carry milliseconds
  // (Jafari's maghrib at 4° and a seventh-of-the-night isha met in one minute).
  const minuteOf = (d: Date) => Math.floor(d.getTime() / MINUTE);
  if (minuteOf(t.fajr) >= minuteOf(t.sunrise)) t.fajr = new Date(t.sunrise.getTime() - MINUTE);
  for (let i = 2; i < TIME_NAMES.length; i++) {
    const prev = t[TIME_NAMES[i - 1]!];
    const name = TIME_NAMES[i]!;
    if (minuteOf(t[name]) <= minuteOf(prev)) t[name] = new Date(prev.getTime() + MINUTE);
  }
  return t;
}

function toDay(solved: NearestLatitudeDay, date: string, settings: PrayerSettings, timezone: string, nightStart?: Date): DayPrayerTimes {
  const { times, mode, realMaghrib } = solved;
  const ordered = inOrder(times);
  const imsak = new Date(ordered.fajr.getTime() - imsakMinutes(settings) * MINUTE);
  const instants = { ...ordered, imsak };
  const out = { date, timezone, instants, imsak: formatClock(imsak, timezone) } as DayPrayerTimes;
  if (mode !== 'angles') out.highLatitude = mode;
  if (realMaghrib) out.realMaghrib = { at: realMaghrib, time: formatClock(realMaghrib, timezone) };
  if (nightStart) out.nightStart = nightStart;
  for (const name of TIME_NAMES) out[name] = formatClock(instants[name], timezone);
  return out;
}

function solveDay(coords: Coordinates, day: YMD, settings: PrayerSettings, place: PlaceInput): DayPrayerTimes {
  const solved = solve(coords, day, settings, place.timezone, place.elevation);
  const nightStart = recipeOf(settings)?.midnight_from_sunset ? sunsetOf(coords, day, settings, place.timezone) : undefined;
  return toDay(solved, formatYmd(day), settings, place.timezone, nightStart);
}

function checkInputs(place: PlaceInput, date: string): { coords: Coordinates; day: YMD } | string {
  if (!place || !validCoordinate(place.latitude, 90) || !validCoordinate(place.longitude, 180)) {
    return 'latitude or longitude missing or zero';
  }
  if (!isValidTimeZone(place.timezone)) return `unknown time zone ${String(place.timezone)}`;
  const day = parseYmd(date);
  if (!day) return `invalid date ${String(date)}`;
  return { coords: new Coordinates(place.latitude, place.longitude), day };
}

/**
 * Decision 32: under the JAKIM preset a place in Malaysia gets the times JAKIM publishes for its zone, which
 * JAKIM computes at the zone's reference point; everything else is computed at the place itself.
 */
function inZone(coords: Coordinates, place: PlaceInput, settings: PrayerSettings): { coords: Coordinates; settings: PrayerSettings } {
  if (settings.calc_method !== 'JAKIM') return { coords, settings };
  const zone = jakimZone(place);
  if (!zone) return { coords, settings };
  const syuruk = jakimSyurukMinutes(zone.code);
  const offsets = { ...settings.offsets, sunrise: settings.offsets.sunrise + syuruk };
  return { coords: new Coordinates(zone.latitude, zone.longitude), settings: syuruk ? { ...settings, offsets } : settings };
}

/**
 * The six times of `date` (the calendar day at the place) as 'HH:MM' in the
 * place's zone, plus the instants. `settings` may be saved data of any shape;
 * missing or empty means the place's defaults. Returns null (and logs) when
 * the place is unusable.
 */
export function computePrayerTimes(place: PlaceInput, date: string, settings?: SettingsInput): DayPrayerTimes | null {
  const input = checkInputs(place, date);
  if (typeof input === 'string') {
    console.error(`[prayer] cannot compute prayer times: ${input}`);
    return null;
  }
  const s = normalizePrayerSettings(settings, { countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude });
  try {
    const z = inZone(input.coords, place, s);
    return solveDay(z.coords, input.day, z.settings, place);
  } catch (error) {
    console.error('[prayer] prayer time calculation failed', error);
    return null;
  }
}

/**
 * The six instants of `date` before they are rounded to the minute: how far the printed minute sits from the
 * computed instant tells how an authority rounds (scripts/rounding-report.ts). Not used by the app.
 */
export function unroundedTimes(place: PlaceInput, date: string, settings?: SettingsInput): Record<TimeName, Date> | null {
  const input = checkInputs(place, date);
  if (typeof input === 'string') return null;
  const s = normalizePrayerSettings(settings, { countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude });
  const z = inZone(input.coords, place, s);
  const { times } = solve(z.coords, input.day, z.settings, place.timezone, place.elevation, { rounded: false });
  return Object.fromEntries(TIME_NAMES.map((n) => [n, times[n]])) as Record<TimeName, Date>;
}

/** Every day of a month ('YYYY-MM'); null when the place or month is unusable. */
export function monthTimetable(place: PlaceInput, month: string, settings?: SettingsInput): DayPrayerTimes[] | null {
  const m = /^(\d{4})-(\d{2})$/.exec(typeof month === 'string' ? month.trim() : '');
  const first = m ? parseYmd(`${m[1]}-${m[2]}-01`) : null;
  const input = first ? checkInputs(place, formatYmd(first)) : `invalid month ${String(month)}`;
  if (!first || typeof input === 'string') {
    console.error(`[prayer] cannot compute timetable: ${String(input)}`);
    return null;
  }
  const s = normalizePrayerSettings(settings, { countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude });
  const days: DayPrayerTimes[] = [];
  const z = inZone(input.coords, place, s);
  try {
    for (let day = first; day.month === first.month; day = addDays(day, 1)) {
      days.push(solveDay(z.coords, day, z.settings, place));
    }
  } catch (error) {
    console.error('[prayer] timetable calculation failed', error);
    return null;
  }
  return days;
}
