// The engine's base option lists and the names derived from them (spec section 3).
// This file imports nothing, so params.ts and presets.ts can use these names
// without importing types.ts (which imports them): no import loop.

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

export type Madhab = (typeof MADHABS)[number]['value'];
export type HighLatRule = (typeof HIGH_LAT_RULES)[number]['value'];
export type Shafaq = (typeof SHAFAQ_VARIANTS)[number]['value'];
/** The six computed times, in the order of the day. */
export type TimeName = (typeof PRAYER_NAMES)[number]['value'];

export const TIME_NAMES: readonly TimeName[] = PRAYER_NAMES.map((p) => p.value);

export type Offsets = Record<TimeName, number>;
