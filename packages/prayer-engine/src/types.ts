// Names, types and option lists of the prayer engine (spec section 3).
// The settings screen builds its selects from the constant arrays, so every
// value the engine accepts has exactly one entry here.
import type { MethodParams } from './params.ts';
import { AUTHORITY_PRESETS, type PresetId } from './presets.ts';

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

/** What the method select offers: the spec's methods, then the local authorities' presets. */
export const CALC_METHODS: readonly { value: CalcMethod; label: string }[] = [
  ...SPEC_CALC_METHODS,
  ...AUTHORITY_PRESETS.map((p: { id: string; label: string }) => ({ value: p.id as PresetId, label: p.label })),
];

/** Settings fitted to a mosque's timetable: calc_method 'Custom' with `params`. */
export const CUSTOM_METHOD = 'Custom';

/** Every calc_method value the engine and the API accept. */
export const CALC_METHOD_VALUES: readonly CalcMethod[] = [...CALC_METHODS.map((m) => m.value), CUSTOM_METHOD];

export const MADHABS = [
  { value: 'Shafi', label: "Shafi'i, Maliki, Hanbali (standard Asr)" },
  { value: 'Hanafi', label: 'Hanafi (later Asr)' },
] as const;

export const HIGH_LAT_RULES = [
  { value: 'None', label: 'None' },
  { value: 'MiddleOfTheNight', label: 'Middle of the night' },
  { value: 'SeventhOfTheNight', label: 'Seventh of the night' },
  { value: 'TwilightAngle', label: 'Twilight angle' },
  // highlat/nearestLatitude.ts: latitude 45°'s share of the night, or its times.
  { value: 'NearestLatitude', label: 'Nearest latitude (45°)' },
] as const;

// Only read by the Moonsighting Committee method (seasonal isha).
export const SHAFAQ_VARIANTS = [
  { value: 'general', label: 'General (red and white glow)' },
  { value: 'ahmer', label: 'Ahmer (red glow)' },
  { value: 'abyad', label: 'Abyad (white glow)' },
] as const;

// Sunrise is not a prayer but it is computed and shown; the home list uses the
// five with a `type` label.
export const PRAYER_NAMES = [
  { value: 'fajr', label: 'Fajr', type: 'Dawn' },
  { value: 'sunrise', label: 'Sunrise', type: 'Sunrise' },
  { value: 'dhuhr', label: 'Dhuhr', type: 'Noon' },
  { value: 'asr', label: 'Asr', type: 'Afternoon' },
  { value: 'maghrib', label: 'Maghrib', type: 'Sunset' },
  { value: 'isha', label: 'Isha', type: 'Night' },
] as const;

export type SpecCalcMethod = (typeof SPEC_CALC_METHODS)[number]['value'];
export type CalcMethod = SpecCalcMethod | PresetId | typeof CUSTOM_METHOD;
export type Madhab = (typeof MADHABS)[number]['value'];
export type HighLatRule = (typeof HIGH_LAT_RULES)[number]['value'];
export type Shafaq = (typeof SHAFAQ_VARIANTS)[number]['value'];
/** The six computed times, in the order of the day. */
export type TimeName = (typeof PRAYER_NAMES)[number]['value'];
/**
 * The current or next time (spec section 3): one of the six, or 'none' (before Fajr). Not the
 * API's PrayerName, which is one of the five prayers a user ticks (FIVE_PRAYERS).
 */
export type TimeNameOrNone = TimeName | 'none';

export const TIME_NAMES: readonly TimeName[] = PRAYER_NAMES.map((p) => p.value);

// The values alone, for the API's enums and input checks (the lists above carry labels too).
type Values<T extends string> = readonly [T, ...T[]];
export const MADHAB_VALUES = MADHABS.map((m) => m.value) as unknown as Values<Madhab>;
export const HIGH_LAT_RULE_VALUES = HIGH_LAT_RULES.map((r) => r.value) as unknown as Values<HighLatRule>;
export const SHAFAQ_VALUES = SHAFAQ_VARIANTS.map((s) => s.value) as unknown as Values<Shafaq>;
/** The five prayers of the checklist (no sunrise). */
export const FIVE_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type FivePrayer = (typeof FIVE_PRAYERS)[number];

export type Offsets = Record<TimeName, number>;

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
