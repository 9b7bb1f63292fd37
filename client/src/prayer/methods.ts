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
import { adhanParamsFor, type MethodParams } from './params.ts';
import { presetById } from './presets.ts';
import { CUSTOM_METHOD, type HighLatRule, type PrayerSettings, type SpecCalcMethod } from './types.ts';
import type { YMD } from './zone.ts';

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

/** adhan's parameters for `settings` on `day` (a recipe's seasonal minutes depend on the day). */
export function calculationParameters(settings: PrayerSettings, day: YMD = { year: 2000, month: 1, day: 1 }): CalculationParameters {
  const method = settings.calc_method;
  const recipe = recipeOf(settings);
  const params = recipe ? adhanParamsFor(recipe, day) : specMethodParams(method as SpecCalcMethod);
  // LondonUnified defines its own (twilight-angle) rule, like the Moonsighting
  // Committee, whose seasonal formulas adhan applies whatever the rule says;
  // a recipe may bring its own rule too.
  if (recipe) params.highLatitudeRule = adhanRule(recipe.high_lat_rule ?? settings.high_lat_rule);
  else if (method !== 'LondonUnified') params.highLatitudeRule = adhanRule(settings.high_lat_rule);
  params.madhab = settings.madhab === 'Hanafi' ? AdhanMadhab.Hanafi : AdhanMadhab.Shafi;
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
