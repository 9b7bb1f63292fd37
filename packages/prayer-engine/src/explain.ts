// 'Why these times?' (issue 45 item 5): the facts behind a day's times at a place, for the
// sheet on Home and the timetable to put in words. Everything here is read off the same
// parameters compute.ts uses for that day, so the sheet cannot describe a rule the times
// do not follow: the day's angles (or minutes), the minutes the authority adds that day
// (seasonal and dated ones included), the Asr shadow, whether a high-latitude rule moved
// Fajr or Isha today, the elevation, a clock change in the next two weeks, and how closely
// the authority's own table was matched when we hold one. Pure: no clock, no network.
import { Coordinates, Madhab as AdhanMadhab, PrayerTimes, Rounding, type CalculationParameters } from 'adhan';
import { computePrayerTimes, type PlaceInput, type SettingsInput } from './compute.ts';
import { horizonDip } from './elevation.ts';
import { darkEnough } from './highlat/fajrHold.ts';
import { jakimSyurukMinutes, jakimZone } from '#jakim-zones';
import { calculationParameters, effectiveHighLatRule, recipeOf } from './methods.ts';
import { roundingRules } from './rounding.ts';
import { PRESET_MEASUREMENTS } from './measurements.ts';
import { presetById } from './presets.ts';
import { normalizePrayerSettings } from './settings.ts';
import { CUSTOM_METHOD, TIME_NAMES, type HighLatRule, type PrayerSettings, type TimeName } from './types.ts';
import { addDays, formatYmd, isValidTimeZone, parseYmd, utcOffsetMinutes, type YMD } from './zone.ts';

/** How Fajr (or Isha) is found: the sun's depression, minutes after Maghrib, or a season's formula. */
export type TwilightRule = { kind: 'angle'; degrees: number } | { kind: 'minutes'; minutes: number } | { kind: 'seasonal' };

export interface TimesExplanation {
  /** The settings' calc_method ('JAKIM', 'MuslimWorldLeague', 'Custom'…). */
  method: string;
  fajr: TwilightRule;
  isha: TwilightRule;
  /** Maghrib at sunset (no angle) or when the sun is this far down. */
  maghribAngle?: number;
  /** Minutes the method itself adds to each time on this day (non-zero ones only). */
  methodMinutes: Partial<Record<TimeName, number>>;
  /** The user's own minutes (non-zero ones only). */
  userMinutes: Partial<Record<TimeName, number>>;
  /** Asr at once the shadow ('Shafi') or twice ('Hanafi'), as used on this day. */
  asr: 'Shafi' | 'Hanafi';
  /** Whether every time is rounded up to the minute (as MUIS, Algeria and Oman publish them) rather than by another rule. */
  roundedUp: boolean;
  highLatitude: {
    /** The rule in force for these settings. */
    rule: HighLatRule;
    /** The times it set on this day (none: the angles held). */
    movedToday: ('fajr' | 'isha')[];
    /** The authority's own summer rule held these times at an earlier night's (Norway, and the like). */
    heldToday: ('fajr' | 'isha')[];
  };
  /** The elevation the place carries, and whether these settings allow for it (only some authorities do). */
  elevation: { metres: number | null; used: boolean };
  /** A change of the clocks within CLOCK_CHANGE_DAYS after the day: its date and how far the clocks move. */
  clockChange?: { date: string; minutes: number };
  /** Under JAKIM in Malaysia: the zone whose times these are (computed at its reference point, decision 32). */
  zone?: { code: string; name: string };
  /** How closely the authority's (or the fitted mosque's) own table was matched, when it was measured. */
  measured?: { timetable?: string; within2Share: number; days?: number };
}


/** How far ahead a clock change is mentioned. */
export const CLOCK_CHANGE_DAYS = 14;

const MINUTE = 60_000;

const nonZero = (values: Partial<Record<TimeName, number>>): Partial<Record<TimeName, number>> => {
  const out: Partial<Record<TimeName, number>> = {};
  for (const name of TIME_NAMES) {
    const v = Math.round(values[name] ?? 0);
    if (v !== 0) out[name] = v;
  }
  return out;
};

/** Noon UTC of a day: a first reading of the day's offset, to find its local 23:59 from. */
const middayOf = (d: YMD) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

/** The first day after `day` (within `days`) whose clocks differ from the day before, and by how much. */
export function nextClockChange(timezone: string, date: string, days = CLOCK_CHANGE_DAYS): { date: string; minutes: number } | undefined {
  const day = parseYmd(date);
  if (!day || !isValidTimeZone(timezone)) return undefined;
  // Read at the day's local 23:59 (a change happens in the small hours): the offset the day ends with.
  const endOf = (d: YMD) => {
    const noon = middayOf(d);
    return new Date(noon.getTime() + (11 * 60 + 59) * MINUTE - utcOffsetMinutes(noon, timezone) * MINUTE);
  };
  let before = utcOffsetMinutes(endOf(day), timezone);
  for (let i = 1; i <= days; i++) {
    const next = addDays(day, i);
    const after = utcOffsetMinutes(endOf(next), timezone);
    if (after !== before) return { date: formatYmd(next), minutes: after - before };
    before = after;
  }
  return undefined;
}

/** Fajr and Isha with no high-latitude bound at all: adhan's night portions set to the whole night. */
function unboundedParams(params: CalculationParameters): CalculationParameters {
  const out = Object.assign(Object.create(Object.getPrototypeOf(params) as object) as CalculationParameters, params);
  out.nightPortions = () => ({ fajr: 1, isha: 1 });
  return out;
}

function bareParams(params: CalculationParameters): CalculationParameters {
  params.methodAdjustments = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 };
  params.adjustments = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 };
  params.rounding = Rounding.None;
  return params;
}

/** Which of Fajr and Isha the high-latitude rule set on `day` (more than half a minute from the angle's time). */
function movedByRule(settings: PrayerSettings, place: PlaceInput, day: YMD, ishaByMinutes: boolean): ('fajr' | 'isha')[] {
  const coords = new Coordinates(place.latitude, place.longitude);
  const date = new Date(day.year, day.month - 1, day.day, 12);
  const ruled = new PrayerTimes(coords, date, bareParams(calculationParameters(settings, day, place.timezone)));
  const free = new PrayerTimes(coords, date, unboundedParams(bareParams(calculationParameters(settings, day, place.timezone))));
  const differs = (a: Date, b: Date) => !(Math.abs(a.getTime() - b.getTime()) < 30_000);
  const out: ('fajr' | 'isha')[] = [];
  // With the whole night as the bound, an angle the sun never reaches gives a time a night away.
  if (differs(ruled.fajr, free.fajr) || !(free.fajr.getTime() > ruled.maghrib.getTime() - 86_400_000 + 3_600_000)) out.push('fajr');
  if (!ishaByMinutes && (differs(ruled.isha, free.isha) || !(free.isha.getTime() < ruled.sunrise.getTime() + 86_400_000 - 3_600_000))) out.push('isha');
  return out;
}

function twilight(params: CalculationParameters, which: 'fajr' | 'isha', seasonal: boolean): TwilightRule {
  if (seasonal) return { kind: 'seasonal' };
  if (which === 'isha' && params.ishaInterval > 0) return { kind: 'minutes', minutes: params.ishaInterval };
  return { kind: 'angle', degrees: which === 'fajr' ? params.fajrAngle : params.ishaAngle };
}

/**
 * The facts behind `date`'s times at `place` under `settings` (saved data of any shape, as
 * computePrayerTimes takes it); null when the place or date is unusable.
 */
export function explainTimes(place: PlaceInput, date: string, settingsInput?: SettingsInput): TimesExplanation | null {
  const day = parseYmd(date);
  const times = computePrayerTimes(place, date, settingsInput);
  if (!day || !times) return null;
  const settings = normalizePrayerSettings(settingsInput, { countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude });
  const params = calculationParameters(settings, day, place.timezone);
  const recipe = recipeOf(settings);
  // The Moonsighting Committee's Fajr and Isha follow its seasonal formulas, not an angle.
  const seasonal = settings.calc_method === 'MoonsightingCommittee';
  const rule = effectiveHighLatRule(settings);
  let movedToday: ('fajr' | 'isha')[] = [];
  if (rule === 'NearestLatitude') {
    // The engine's own rule says on the day what it did (compute.ts, highlat/nearestLatitude.ts).
    if (times.highLatitude) movedToday = params.ishaInterval > 0 ? ['fajr'] : ['fajr', 'isha'];
  } else if (!seasonal) {
    movedToday = movedByRule(settings, place, day, params.ishaInterval > 0);
  }
  const heldToday: ('fajr' | 'isha')[] = [];
  if (recipe?.fajr_hold_depression !== undefined && !darkEnough(place.latitude, day, recipe.fajr_hold_depression, recipe.fajr_resume_depression)) heldToday.push('fajr');
  if (recipe?.isha_hold_depression !== undefined && !recipe.isha_interval && !darkEnough(place.latitude, day, recipe.isha_hold_depression, recipe.isha_resume_depression)) heldToday.push('isha');
  const elevation = typeof place.elevation === 'number' && Number.isFinite(place.elevation) ? Math.round(place.elevation) : null;
  const out: TimesExplanation = {
    method: settings.calc_method,
    fajr: twilight(params, 'fajr', seasonal),
    isha: twilight(params, 'isha', seasonal),
    methodMinutes: nonZero(params.methodAdjustments),
    userMinutes: nonZero(settings.offsets),
    asr: params.madhab === AdhanMadhab.Hanafi ? 'Hanafi' : 'Shafi',
    roundedUp: Object.values(roundingRules(params.rounding, recipe)).every((rule) => rule === 'up'),
    highLatitude: { rule: rule === 'None' && movedToday.length ? 'MiddleOfTheNight' : rule, movedToday, heldToday: heldToday.filter((t) => !movedToday.includes(t)) },
    elevation: { metres: elevation, used: horizonDip(place.elevation, recipe?.elevation_dip) > 0 },
  };
  if (params.maghribAngle > 0) out.maghribAngle = params.maghribAngle;
  const zone = settings.calc_method === 'JAKIM' ? jakimZone(place) : undefined;
  if (zone) {
    out.zone = { code: zone.code, name: zone.name };
    // The zone's own syuruk (compute.ts adds it to sunrise): part of what the authority adds.
    out.methodMinutes = nonZero({ ...out.methodMinutes, sunrise: (out.methodMinutes.sunrise ?? 0) + jakimSyurukMinutes(zone.code) });
  }
  const change = nextClockChange(place.timezone, date);
  if (change) out.clockChange = change;
  const preset = presetById(settings.calc_method);
  if (preset?.measured) out.measured = { within2Share: preset.measured.within2Share, ...PRESET_MEASUREMENTS[preset.id] };
  else if (settings.calc_method === CUSTOM_METHOD && typeof settings.params?.within2_share === 'number') out.measured = { within2Share: settings.params.within2_share };
  return out;
}
