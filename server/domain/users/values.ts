// The closed sets of a user's prayer settings (spec section 3): the GraphQL enums
// (server/schema/users-enums.ts) and the input schemas (inputs.ts) are built from them.
// The engine owns each list; here they are named once for the API, as values (the engine's
// MADHABS, HIGH_LAT_RULES, … carry labels as well).
import { CALC_METHOD_VALUES, HIGH_LAT_RULE_VALUES, MADHAB_VALUES, SHAFAQ_VALUES } from '@prayer-companion/engine';

export { CALC_METHOD_VALUES, HIGH_LAT_RULE_VALUES, MADHAB_VALUES, SHAFAQ_VALUES };

export const OFFSET_KEYS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type OffsetKey = (typeof OFFSET_KEYS)[number];

export const ROUNDINGS = ['nearest', 'up'] as const;
