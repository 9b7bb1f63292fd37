// The closed sets of values the API accepts, shared by the GraphQL enums and the REST checks.
import { CALC_METHOD_VALUES } from '@prayer-companion/engine';

export const PRAYER_NAMES = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export const MADHABS = ['Shafi', 'Hanafi'] as const;
export const HIGH_LAT_RULES = ['None', 'MiddleOfTheNight', 'SeventhOfTheNight', 'TwilightAngle', 'NearestLatitude'] as const;
/** The spec's 14 methods, the local authorities' presets and 'Custom' (the engine owns the list). */
export const CALC_METHODS = CALC_METHOD_VALUES;
export const SHAFAQ_VARIANTS = ['general', 'ahmer', 'abyad'] as const;
export const ROUNDINGS = ['nearest', 'up'] as const;
export const MOODS = ['Calm', 'Anxious', 'Low', 'Grateful'] as const;
export const GOALS = ['Spiritual', 'Work', 'Family', 'Health'] as const;
export const CONCERNS = ['Future', 'Relationships', 'Faith', 'Health'] as const;
export const INTERACTION_TYPES = ['heart', 'prayer'] as const;
