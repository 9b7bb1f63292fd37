// Default prayer settings by country and latitude (spec section 9) and the
// clean-up of saved settings, which may be partial, empty or garbage.
import { normalizeMethodParams } from './params.ts';
import {
  CALC_METHODS,
  CUSTOM_METHOD,
  HIGH_LAT_RULES,
  MADHABS,
  SHAFAQ_VARIANTS,
  TIME_NAMES,
  type CalcMethod,
  type HighLatRule,
  type Offsets,
  type PrayerSettings,
} from './types.ts';

const METHOD_BY_COUNTRY: Record<string, CalcMethod> = {
  SA: 'UmmAlQura', AE: 'UmmAlQura', QA: 'UmmAlQura', BH: 'UmmAlQura', OM: 'UmmAlQura',
  KW: 'Kuwait',
  TR: 'Turkey',
  SG: 'Singapore', MY: 'Singapore', BN: 'Singapore', ID: 'Singapore',
  PK: 'Karachi', BD: 'Karachi', AF: 'Karachi',
  EG: 'Egyptian', MA: 'Egyptian', DZ: 'Egyptian', TN: 'Egyptian', LY: 'Egyptian',
  US: 'NorthAmerica', CA: 'NorthAmerica',
  GB: 'LondonUnified', IE: 'LondonUnified',
  // The spec's "listed European countries" get MuslimWorldLeague, which is
  // also the fallback for every other country, so they need no entry.
};

const HANAFI_COUNTRIES = new Set(['PK', 'BD', 'IN', 'AF']);

export const zeroOffsets = (): Offsets => ({ fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 });

/** Spec section 9: by |latitude|, >= 48 middle of the night, >= 45 seventh, else none. */
export function defaultHighLatRule(latitude?: number): HighLatRule {
  if (typeof latitude !== 'number' || !Number.isFinite(latitude)) return 'None';
  const abs = Math.abs(latitude);
  if (abs >= 48) return 'MiddleOfTheNight';
  if (abs >= 45) return 'SeventhOfTheNight';
  return 'None';
}

/**
 * Defaults for a place. With no country and no latitude these are the base
 * defaults: MuslimWorldLeague, Shafi, None, zero offsets.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- longitude picks a city's authority (decision 15)
export function defaultPrayerSettings(countryCode?: string, latitude?: number, longitude?: number): PrayerSettings {
  const cc = typeof countryCode === 'string' ? countryCode.trim().toUpperCase() : '';
  return {
    calc_method: METHOD_BY_COUNTRY[cc] ?? 'MuslimWorldLeague',
    madhab: HANAFI_COUNTRIES.has(cc) ? 'Hanafi' : 'Shafi',
    high_lat_rule: defaultHighLatRule(latitude),
    offsets: zeroOffsets(),
  };
}

/** -30..30 whole minutes; numbers and numeric strings count, anything else is 0. */
export function clampOffset(value: unknown): number {
  const n =
    typeof value === 'number' ? value
    : typeof value === 'string' && value.trim() !== '' ? Number(value)
    : NaN;
  if (Number.isNaN(n)) return 0;
  return Math.min(30, Math.max(-30, Math.round(n)));
}

// Saved values are matched case-insensitively, so 'hanafi' (adhan's spelling)
// or 'MIDDLEOFTHENIGHT' still mean what the user picked.
function pick<T extends string>(options: readonly { value: T }[], raw: unknown): T | undefined {
  if (typeof raw !== 'string') return undefined;
  const wanted = raw.trim().toLowerCase();
  return options.find((o) => o.value.toLowerCase() === wanted)?.value;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface SettingsContext {
  countryCode?: string;
  latitude?: number;
  longitude?: number;
}

/** -2..2 whole days, anything else 0. */
export function clampHijriAdjustment(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2 ? value : 0;
}

/**
 * Turns saved settings (anything) into valid settings. No object, or an empty
 * one, means "never saved": the place's defaults. Otherwise each invalid or
 * missing field falls back to the place's default for that field.
 */
export function normalizePrayerSettings(raw: unknown, place: SettingsContext = {}): PrayerSettings {
  const defaults = defaultPrayerSettings(place.countryCode, place.latitude, place.longitude);
  if (!isRecord(raw) || Object.keys(raw).length === 0) return defaults;
  const rawOffsets = isRecord(raw.offsets) ? raw.offsets : {};
  const offsets = zeroOffsets();
  for (const name of TIME_NAMES) offsets[name] = clampOffset(rawOffsets[name]);
  // 'Custom' (fitted to a mosque) counts only with a usable recipe.
  const params = raw.calc_method === CUSTOM_METHOD ? normalizeMethodParams(raw.params) : null;
  const settings: PrayerSettings = {
    calc_method: params ? CUSTOM_METHOD : (pick(CALC_METHODS, raw.calc_method) ?? defaults.calc_method),
    madhab: pick(MADHABS, raw.madhab) ?? defaults.madhab,
    high_lat_rule: pick(HIGH_LAT_RULES, raw.high_lat_rule) ?? defaults.high_lat_rule,
    offsets,
  };
  const shafaq = pick(SHAFAQ_VARIANTS, raw.shafaq);
  if (shafaq) settings.shafaq = shafaq;
  if (params) settings.params = params;
  const hijri = clampHijriAdjustment(raw.hijri_adjustment);
  if (hijri) settings.hijri_adjustment = hijri;
  return settings;
}
