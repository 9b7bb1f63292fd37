// The closed sets of values the API accepts, shared by the GraphQL enums and the REST checks.
// The prayer settings' sets live with their input schemas (server/domain/users/values.ts).
export { CALC_METHOD_VALUES, HIGH_LAT_RULE_VALUES, MADHAB_VALUES, ROUNDINGS, SHAFAQ_VALUES } from '../domain/users/values.ts';

// A reflection's answers live with its input schema.
export { CONCERNS, GOALS, MOODS } from '../domain/reflections/inputs.ts';
export const INTERACTION_TYPES = ['heart', 'prayer'] as const;
