// Our settings -> adhan's CalculationParameters. adhan's presets carry the
// angles, isha intervals, Tehran's maghrib angle, the built-in minute
// adjustments and Singapore's round-up (spec section 9); only LondonUnified
// has no preset and is built here.
import {
  CalculationMethod,
  CalculationParameters,
  Coordinates,
  HighLatitudeRule,
  Madhab as AdhanMadhab,
  PolarCircleResolution,
  Shafaq as AdhanShafaq,
} from 'adhan';
import { hijriDate } from './dates.ts';
import { adhanParamsFor, type MethodParams } from './params.ts';
import { presetById } from './presets.ts';
import { CUSTOM_METHOD, SPEC_CALC_METHODS, type HighLatRule, type PrayerSettings, type SpecCalcMethod } from './types.ts';
import { addDays, formatYmd, utcOffsetMinutes, type YMD } from './zone.ts';

type AdhanRule = CalculationParameters['highLatitudeRule'];

function londonUnified(): CalculationParameters {
  // 12° below the horizon for fajr and isha. Passing method null makes adhan
  // label it 'Other', which only disables Moonsighting-specific code paths.
  const params = new CalculationParameters(null, 12, 12);
  params.highLatitudeRule = HighLatitudeRule.TwilightAngle;
  return params;
}

const ADHAN_RULE: Record<Exclude<HighLatRule, 'None'>, AdhanRule> = {
  MiddleOfTheNight: HighLatitudeRule.MiddleOfTheNight,
  SeventhOfTheNight: HighLatitudeRule.SeventhOfTheNight,
  TwilightAngle: HighLatitudeRule.TwilightAngle,
  // The weakest bound underneath; compute.ts then applies highlat/nearestLatitude.ts.
  NearestLatitude: HighLatitudeRule.MiddleOfTheNight,
};

/**
 * adhan always computes a "safe" fajr/isha from the high-latitude rule and uses
 * it whenever the angle-based time is missing or lies beyond it, so it cannot
 * run without a rule. For 'None' we apply the middle of the night: it is the
 * weakest bound (it only moves fajr/isha when the angle-based time would fall
 * on the far side of the middle of the night, i.e. when twilight never really
 * ends), so wherever the angles work the times are the pure angle-based ones,
 * and in a polar summer there are still six times. adhan's `recommended()`
 * (seventh of the night above 48°) would instead move times at 45–48° in
 * summer although the angles do exist there; it is offered separately as a
 * hint (recommendedHighLatRule) rather than silently applied.
 */
function adhanRule(rule: HighLatRule): AdhanRule {
  return rule === 'None' ? HighLatitudeRule.MiddleOfTheNight : ADHAN_RULE[rule];
}

/** The high-latitude rule `settings` apply: a recipe's own, LondonUnified's (twilight angle), else the user's. */
export function effectiveHighLatRule(settings: PrayerSettings): HighLatRule {
  if (settings.calc_method === 'LondonUnified') return 'TwilightAngle';
  return recipeOf(settings)?.high_lat_rule ?? settings.high_lat_rule;
}

/** Spec section 9 "recommended rule": seventh of the night above 48°, else middle. */
export function recommendedHighLatRule(latitude: number, longitude = 0): HighLatRule {
  return HighLatitudeRule.recommended(new Coordinates(latitude, longitude)) ===
    HighLatitudeRule.SeventhOfTheNight
    ? 'SeventhOfTheNight'
    : 'MiddleOfTheNight';
}

/** The recipe behind a preset or a fitted ('Custom') setting; undefined for the spec's methods. */
export function recipeOf(settings: PrayerSettings): MethodParams | undefined {
  if (settings.calc_method === CUSTOM_METHOD) return settings.params;
  return presetById(settings.calc_method)?.params;
}

function specMethodParams(method: SpecCalcMethod): CalculationParameters {
  return method === 'LondonUnified' ? londonUnified() : CalculationMethod[method]();
}

/** A method's twilight rule, for the method list: fajr's angle, isha's angle or minutes after maghrib. */
export interface MethodAngles {
  fajr: number;
  isha?: number;
  ishaInterval?: number;
}

/** The angles behind a spec method or a preset's recipe; undefined for an unknown value or 'Custom'. */
export function methodAngles(method: string): MethodAngles | undefined {
  const preset = presetById(method);
  if (preset) {
    const p = preset.params;
    return { fajr: p.fajr_angle, ...(p.isha_interval ? { ishaInterval: p.isha_interval } : { isha: p.isha_angle ?? 0 }) };
  }
  if (!SPEC_CALC_METHODS.some((m) => m.value === method)) return undefined;
  const params = specMethodParams(method as SpecCalcMethod);
  return { fajr: params.fajrAngle, ...(params.ishaInterval ? { ishaInterval: params.ishaInterval } : { isha: params.ishaAngle }) };
}

/** Minutes the zone is ahead of UTC at noon UTC of a day. */
function utcOffset(day: YMD, timezone: string): number {
  return utcOffsetMinutes(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)), timezone);
}

// A zone's standard offset per year (the smaller of January's and July's), computed once.
const standardOffsets = new Map<string, number>();

/** Whether the place keeps summer (daylight-saving) time on `day`: ahead of its smaller offset of the year. */
export function isSummerTime(day: YMD, timezone: string): boolean {
  const key = `${timezone} ${day.year}`;
  let standard = standardOffsets.get(key);
  if (standard === undefined) {
    standard = Math.min(utcOffset({ year: day.year, month: 1, day: 1 }, timezone), utcOffset({ year: day.year, month: 7, day: 1 }, timezone));
    standardOffsets.set(key, standard);
  }
  return utcOffset(day, timezone) > standard;
}

/**
 * Decision 16: Umm al-Qura's isha is 120 minutes after maghrib in Ramadan.
 * The Hijri date is the place's civil day shifted by the user's Hijri
 * adjustment (the same shift the shown Hijri date gets).
 */
export function isRamadan(day: YMD, hijriAdjustment = 0): boolean {
  return hijriDate(formatYmd(addDays(day, hijriAdjustment)))?.month === 9;
}

export const UMM_AL_QURA_RAMADAN_ISHA_MINUTES = 120;

/**
 * adhan's parameters for `settings` on `day` at a place in `timezone` (a
 * recipe's seasonal minutes, Umm al-Qura's Ramadan isha and Norway's asr
 * depend on the day).
 */
export function calculationParameters(
  settings: PrayerSettings,
  day: YMD = { year: 2000, month: 1, day: 1 },
  timezone = 'UTC',
): CalculationParameters {
  const method = settings.calc_method;
  const recipe = recipeOf(settings);
  const params = recipe ? adhanParamsFor(recipe, day) : specMethodParams(method as SpecCalcMethod);
  if (method === 'UmmAlQura' && isRamadan(day, settings.hijri_adjustment)) params.ishaInterval = UMM_AL_QURA_RAMADAN_ISHA_MINUTES;
  // LondonUnified defines its own (twilight-angle) rule, like the Moonsighting
  // Committee, whose seasonal formulas adhan applies whatever the rule says;
  // a recipe may bring its own rule too.
  if (recipe) params.highLatitudeRule = adhanRule(recipe.high_lat_rule ?? settings.high_lat_rule);
  else if (method !== 'LondonUnified') params.highLatitudeRule = adhanRule(settings.high_lat_rule);
  params.madhab = settings.madhab === 'Hanafi' ? AdhanMadhab.Hanafi : AdhanMadhab.Shafi;
  if (recipe?.asr_double_shadow_in_standard_time) {
    params.madhab = isSummerTime(day, timezone) ? AdhanMadhab.Shafi : AdhanMadhab.Hanafi;
  }
  params.shafaq =
    settings.shafaq === 'ahmer' ? AdhanShafaq.Ahmer
    : settings.shafaq === 'abyad' ? AdhanShafaq.Abyad
    : AdhanShafaq.General;
  // Inside the polar circle, when the sun does not rise or set, use the
  // nearest latitude (stepping 0.5° towards the equator, not below 65°) where
  // it does, on the same day. The nearest-day alternative (AqrabYaum) can
  // borrow a day weeks away; see docs/prayer-engine.md.
  params.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  // User offsets go on top of the method's own adjustments (adhan adds both
  // before rounding, so the result stays on whole minutes).
  params.adjustments = { ...settings.offsets };
  return params;
}
