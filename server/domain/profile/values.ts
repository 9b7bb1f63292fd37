// The closed sets of a user's prayer settings (spec section 3): the GraphQL enums
// (server/schema/profile-enums.ts) and the input schemas (inputs.ts) are built from them.
import { CALC_METHOD_VALUES } from '@prayer-companion/engine';

export const OFFSET_KEYS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type OffsetKey = (typeof OFFSET_KEYS)[number];

export const MADHABS = ['Shafi', 'Hanafi'] as const;
export const HIGH_LAT_RULES = ['None', 'MiddleOfTheNight', 'SeventhOfTheNight', 'TwilightAngle', 'NearestLatitude'] as const;
/** The spec's 14 methods, the local authorities' presets and 'Custom' (the engine owns the list). */
export const CALC_METHODS = CALC_METHOD_VALUES;
export const SHAFAQ_VARIANTS = ['general', 'ahmer', 'abyad'] as const;
export const ROUNDINGS = ['nearest', 'up'] as const;
