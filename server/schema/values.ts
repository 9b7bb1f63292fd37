// The closed sets of values the API accepts, shared by the GraphQL enums and the REST checks.
// The prayer settings' sets live with their input schemas (server/domain/profile/values.ts).
export { CALC_METHOD_VALUES, HIGH_LAT_RULE_VALUES, MADHAB_VALUES, ROUNDINGS, SHAFAQ_VALUES } from '../domain/profile/values.ts';

export const MOODS = ['Calm', 'Anxious', 'Low', 'Grateful'] as const;
export const GOALS = ['Spiritual', 'Work', 'Family', 'Health'] as const;
export const CONCERNS = ['Future', 'Relationships', 'Faith', 'Health'] as const;
export const INTERACTION_TYPES = ['heart', 'prayer'] as const;
