// The closed sets of values the API accepts, shared by the GraphQL enums and the REST checks.
// The prayer settings' sets live with their input schemas (server/domain/profile/values.ts).
export { CALC_METHODS, HIGH_LAT_RULES, MADHABS, ROUNDINGS, SHAFAQ_VARIANTS } from '../domain/profile/values.ts';

export const PRAYER_NAMES = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export const MOODS = ['Calm', 'Anxious', 'Low', 'Grateful'] as const;
export const GOALS = ['Spiritual', 'Work', 'Family', 'Health'] as const;
export const CONCERNS = ['Future', 'Relationships', 'Faith', 'Health'] as const;
export const INTERACTION_TYPES = ['heart', 'prayer'] as const;
