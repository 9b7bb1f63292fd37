// Default prayer settings by place: the local authority's preset where one has
// been checked against its timetable (decision 15), otherwise the spec's
// country table (section 9); and the clean-up of saved settings, which may be
// partial, empty or garbage.
import { clampImsakMinutes, DEFAULT_IMSAK_MINUTES } from './imsak.ts';
import { normalizeMethodParams } from './params.ts';
import { presetById, type PresetId } from './presets.ts';
import {
  CUSTOM_METHOD,
  HIGH_LAT_RULE_VALUES,
  LISTED_METHODS,
  MADHAB_VALUES,
  SHAFAQ_VALUES,
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

/**
 * By |latitude|: >= 48 the nearest latitude (45°) rule (issue 34: the spec's
 * middle of the night let fajr and isha meet at midnight in summer), >= 45
 * seventh of the night (spec section 9), else none.
 */
export function defaultHighLatRule(latitude?: number): HighLatRule {
  if (typeof latitude !== 'number' || !Number.isFinite(latitude)) return 'None';
  const abs = Math.abs(latitude);
  if (abs >= 48) return 'NearestLatitude';
  if (abs >= 45) return 'SeventhOfTheNight';
  return 'None';
}

/**
 * The spec's table (section 9) for a place. With no country and no latitude
 * these are the base defaults: MuslimWorldLeague, Shafi, None, zero offsets.
 */
export function specDefaultSettings(countryCode?: string, latitude?: number): PrayerSettings {
  const cc = typeof countryCode === 'string' ? countryCode.trim().toUpperCase() : '';
  return {
    calc_method: METHOD_BY_COUNTRY[cc] ?? 'MuslimWorldLeague',
    madhab: HANAFI_COUNTRIES.has(cc) ? 'Hanafi' : 'Shafi',
    high_lat_rule: defaultHighLatRule(latitude),
    offsets: zeroOffsets(),
  };
}

// Central London (Charing Cross) and the radius that covers the M25, inside
// which the London Unified Prayer Timetable says its times are valid.
const LONDON = { latitude: 51.5073, longitude: -0.1276 };
const LONDON_RADIUS_KM = 35;

/** Great-circle distance in km (haversine on a 6,371 km sphere). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

// Southern Norway, for which the Islamic Council Norway publishes its
// standardised timetables; further north it has no common rule yet.
const NORWAY_IRN_MAX_LATITUDE = 62;

// Moscow and Moscow Oblast, whose Spiritual Administration of Muslims
// (DUMMO, dummo.ru) publishes the table the MuftiateMoscow preset reproduces,
// computed for Moscow itself. The Kremlin and a radius that takes in the
// oblast's towns (Sergiev Posad 70 km, Kolomna 105, Dubna and Taldom 109-113,
// Shatura 122, Lotoshino 134, Zaraysk 136; not the oblast's far southern tip,
// Serebryanye Prudy at 159) and stops short of the neighbouring regions'
// capitals (Kaluga 160 km, Tver 162, Tula 173, Vladimir 179, Ryazan 182); it
// also takes in towns just over the oblast's border (Obninsk 97, Aleksandrov
// 99). The rest of Russia (Tatarstan's and Bashkortostan's muftiates, St
// Petersburg, the North Caucasus) keeps the spec's table.
const MOSCOW = { latitude: 55.7520, longitude: 37.6175 };
const MOSCOW_RADIUS_KM = 140;

/** Decision 15: the authority preset for a place, when one has been checked against its timetable. */
export function authorityPresetFor(countryCode: string, latitude?: number, longitude?: number): PresetId | 'Tehran' | undefined {
  switch (countryCode) {
    case 'MY': return 'JAKIM';
    case 'ID': return 'Kemenag';
    case 'AE': return 'AwqafUAE';
    case 'QA': return 'AwqafQatar';
    case 'IR': return 'Tehran';
    case 'MA': return 'Habous';
    case 'DZ': return 'AlgeriaMARW';
    case 'TN': return 'TunisiaINM';
    case 'JO': return 'JordanAwqaf';
    case 'BN': return 'BruneiMORA';
    case 'BH': return 'BahrainIslamicAffairs';
    case 'OM': return 'OmanMARA';
    case 'AZ': return 'CaucasusMuslimsBoard';
    case 'BD': return 'IslamicFoundationBD';
    case 'BA': return 'IslamicCommunityBiH';
    case 'KZ': return 'MuftiateKazakhstan';
    case 'SG': return 'MUIS';
    case 'GB':
      return isCoordinate(latitude) && isCoordinate(longitude) && distanceKm({ latitude, longitude }, LONDON) <= LONDON_RADIUS_KM
        ? 'LondonUnifiedTimetable'
        : undefined;
    case 'NO':
      return !isCoordinate(latitude) || latitude < NORWAY_IRN_MAX_LATITUDE ? 'IslamicCouncilNorway' : undefined;
    case 'RU':
      return isCoordinate(latitude) && isCoordinate(longitude) && distanceKm({ latitude, longitude }, MOSCOW) <= MOSCOW_RADIUS_KM
        ? 'MuftiateMoscow'
        : undefined;
    default: return undefined;
  }
}

/**
 * Defaults for a place: the local authority's preset where decision 15 names
 * one (GB only within London, NO only in the south, RU only in and around
 * Moscow), otherwise the spec's
 * table. With no country and no latitude: MuslimWorldLeague, Shafi, None.
 */
export function defaultPrayerSettings(countryCode?: string, latitude?: number, longitude?: number): PrayerSettings {
  const spec = specDefaultSettings(countryCode, latitude);
  const cc = typeof countryCode === 'string' ? countryCode.trim().toUpperCase() : '';
  const preset = authorityPresetFor(cc, latitude, longitude);
  if (!preset) return spec;
  // The authority's own asr (the Caucasus Muslims Board's Hanafi asr in a
  // country the spec gives Shafi) comes with its preset.
  return { ...spec, calc_method: preset, madhab: (preset === 'Tehran' ? undefined : presetById(preset)?.madhab) ?? spec.madhab };
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
function pick<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  if (typeof raw !== 'string') return undefined;
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted);
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
    calc_method: params ? CUSTOM_METHOD : (pick(LISTED_METHODS, raw.calc_method) ?? defaults.calc_method),
    madhab: pick(MADHAB_VALUES, raw.madhab) ?? defaults.madhab,
    high_lat_rule: pick(HIGH_LAT_RULE_VALUES, raw.high_lat_rule) ?? defaults.high_lat_rule,
    offsets,
  };
  const shafaq = pick(SHAFAQ_VALUES, raw.shafaq);
  if (shafaq) settings.shafaq = shafaq;
  if (params) settings.params = params;
  const hijri = clampHijriAdjustment(raw.hijri_adjustment);
  if (hijri) settings.hijri_adjustment = hijri;
  const imsak = clampImsakMinutes(raw.imsak_minutes);
  if (imsak !== undefined) settings.imsak_minutes = imsak;
  return settings;
}

/**
 * A place's defaults with a chosen method (or authority preset) and madhab laid
 * over them, in shape: a mosque's times from a preset (server/domain/mosques/times-source.ts).
 */
export function settingsWith(choice: { calc_method?: string | null; madhab?: string | null }, place: SettingsContext = {}): PrayerSettings {
  const defaults = defaultPrayerSettings(place.countryCode, place.latitude, place.longitude);
  const chosen = { ...defaults, ...(choice.calc_method ? { calc_method: choice.calc_method } : {}), ...(choice.madhab ? { madhab: choice.madhab } : {}) };
  return normalizePrayerSettings(chosen, place);
}

/** The fields of prayer settings that are left out when they say nothing. */
type OptionalSettings = { shafaq?: unknown; params?: unknown; hijri_adjustment?: unknown; imsak_minutes?: unknown };

/**
 * Prayer settings as they are sent and shown: the optional fields only when they
 * say something (a Moonsighting shafaq, a recipe, a Hijri adjustment other than 0,
 * imsak other than the default 10 minutes), after the required ones. The client
 * sends this (PrayerSettingsInput) and REST answers with it (the spec's user shape),
 * so the rule is written once.
 */
export function withoutDefaults<S extends OptionalSettings>(settings: S): S {
  const { shafaq, params, hijri_adjustment, imsak_minutes, ...required } = settings;
  const out: OptionalSettings = { ...required };
  if (shafaq) out.shafaq = shafaq;
  if (typeof params === 'object' && params !== null && !Array.isArray(params)) out.params = params;
  if (hijri_adjustment) out.hijri_adjustment = hijri_adjustment;
  if (typeof imsak_minutes === 'number' && imsak_minutes !== DEFAULT_IMSAK_MINUTES) out.imsak_minutes = imsak_minutes;
  return out as S;
}
