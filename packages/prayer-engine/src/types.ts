// Names, types and option lists of the prayer engine (spec section 3).
// The settings screen builds its selects from the constant arrays, so every
// value the engine accepts has exactly one entry here.
import { HIGH_LAT_RULES, MADHABS, SHAFAQ_VARIANTS, type HighLatRule, type Madhab, type Offsets, type Shafaq, type TimeName } from './names.ts';
import type { MethodParams } from './params.ts';
import { AUTHORITY_PRESETS, type PresetId } from './presets.ts';

// The option lists that params.ts and presets.ts need live in names.ts, which imports
// nothing: types.ts re-exports them, so the three files no longer import each other in a loop.
export {
  HIGH_LAT_RULES,
  MADHABS,
  PRAYER_NAMES,
  SHAFAQ_VARIANTS,
  TIME_NAMES,
  type HighLatRule,
  type Madhab,
  type Offsets,
  type Shafaq,
  type TimeName,
} from './names.ts';

/** The spec's 14 methods (section 9), with their exact spec meaning. */
export const SPEC_CALC_METHODS = [
  { value: 'MuslimWorldLeague', label: 'Muslim World League' },
  { value: 'Egyptian', label: 'Egyptian General Authority of Survey' },
  { value: 'Karachi', label: 'University of Islamic Sciences, Karachi' },
  { value: 'UmmAlQura', label: 'Umm al-Qura University, Makkah' },
  { value: 'Dubai', label: 'Dubai (UAE)' },
  { value: 'MoonsightingCommittee', label: 'Moonsighting Committee' },
  { value: 'NorthAmerica', label: 'Islamic Society of North America (ISNA)' },
  { value: 'Kuwait', label: 'Kuwait' },
  { value: 'Qatar', label: 'Qatar' },
  { value: 'Singapore', label: 'Singapore (MUIS)' },
  { value: 'Tehran', label: 'Institute of Geophysics, University of Tehran' },
  { value: 'Turkey', label: 'Diyanet (Türkiye)' },
  { value: 'Other', label: 'Other (0° angles, use offsets)' },
  { value: 'LondonUnified', label: 'London Unified (12°)' },
] as const;

/**
 * What the method select offers, by value: the spec's methods, then the local authorities'
 * presets. With their English names: CALC_METHODS (presetNames.ts), which Home's first load
 * does not carry; the browser names them from its catalogs.
 */
export const LISTED_METHODS: readonly ListedMethod[] = [
  ...SPEC_CALC_METHODS.map((m) => m.value),
  ...AUTHORITY_PRESETS.map((p: { id: string }) => p.id as PresetId),
];

/** Settings fitted to a mosque's timetable: calc_method 'Custom' with `params`. */
export const CUSTOM_METHOD = 'Custom';

/** Every calc_method value the engine and the API accept. */
export const CALC_METHOD_VALUES: readonly CalcMethod[] = [...LISTED_METHODS, CUSTOM_METHOD];

export type SpecCalcMethod = (typeof SPEC_CALC_METHODS)[number]['value'];
/** A method the select lists: a spec method or a preset (every calc_method but 'Custom'). */
export type ListedMethod = SpecCalcMethod | PresetId;
export type CalcMethod = ListedMethod | typeof CUSTOM_METHOD;
/**
 * The current or next time (spec section 3): one of the six, or 'none' (before Fajr). Not the
 * API's PrayerName, which is one of the five prayers a user ticks (FIVE_PRAYERS).
 */
export type TimeNameOrNone = TimeName | 'none';

// The values alone, for the API's enums and input checks (the lists above carry labels too).
type Values<T extends string> = readonly [T, ...T[]];
export const MADHAB_VALUES = MADHABS.map((m) => m.value) as unknown as Values<Madhab>;
export const HIGH_LAT_RULE_VALUES = HIGH_LAT_RULES.map((r) => r.value) as unknown as Values<HighLatRule>;
export const SHAFAQ_VALUES = SHAFAQ_VARIANTS.map((s) => s.value) as unknown as Values<Shafaq>;
/** The five prayers of the checklist (no sunrise). */
export const FIVE_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type FivePrayer = (typeof FIVE_PRAYERS)[number];

export interface PrayerSettings {
  calc_method: CalcMethod;
  madhab: Madhab;
  high_lat_rule: HighLatRule;
  /** Whole minutes added to each time, -30..30. */
  offsets: Offsets;
  /** Moonsighting Committee isha variant; 'general' when absent. */
  shafaq?: Shafaq;
  /** The recipe when calc_method is 'Custom' (fitted to a mosque's timetable). */
  params?: MethodParams;
  /** Whole days (-2..2) added to the shown Hijri date, for places that follow local sighting. */
  hijri_adjustment?: number;
  /** Minutes (0..30) from imsak to Fajr where the authority publishes no imsak; 10 when absent (imsak.ts). */
  imsak_minutes?: number;
}

export interface Place {
  latitude: number;
  longitude: number;
  /** IANA zone of the place (not of the device). */
  timezone: string;
  /**
   * Metres above sea level, when known (a GPS fix, or typed by the user).
   * Only a recipe with elevation_dip uses it (elevation.ts).
   */
  elevation?: number;
}

export type TimeStrings = Record<TimeName, string>;

export interface DayPrayerTimes extends TimeStrings {
  /** The calendar day at the place, 'YYYY-MM-DD'. */
  date: string;
  timezone: string;
  /** Imsak, 'HH:MM': the end of suhoor, some minutes before Fajr (imsak.ts). */
  imsak: string;
  /** The same six times, and imsak, as instants. */
  instants: Record<TimeName, Date> & { imsak: Date };
  /**
   * Set where the NearestLatitude rule moved fajr/isha (45°'s share of the
   * night, or a seventh of it), took maghrib and isha from 45° (a sunset too
   * late for the clock's day) or took all six times from 45°.
   */
  highLatitude?: 'estimated' | 'seventh' | 'evening' | 'reference';
  /** On an 'evening' day, the place's own sunset (maghrib), which comes later: at or after midnight. */
  realMaghrib?: { at: Date; time: string };
  /**
   * When the night of the Islamic midnight starts, where that is not maghrib
   * (a recipe with midnight_from_sunset: sunset). night.ts reads it.
   */
  nightStart?: Date;
}
