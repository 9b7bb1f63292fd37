// The building blocks of prayer settings in the API: the closed value sets and
// the per-time minute records (offsets, a recipe's adjustments).
import { builder } from './builder.ts';
import { CALC_METHOD_VALUES, HIGH_LAT_RULE_VALUES, MADHAB_VALUES, OFFSET_KEYS, SHAFAQ_VALUES, type OffsetKey } from '../domain/users/values.ts';

export { OFFSET_KEYS, type OffsetKey };

export const CalcMethod = builder.enumType('CalcMethod', { values: CALC_METHOD_VALUES });
export const Madhab = builder.enumType('Madhab', { values: MADHAB_VALUES });
export const HighLatRule = builder.enumType('HighLatRule', { values: HIGH_LAT_RULE_VALUES });
export const Shafaq = builder.enumType('Shafaq', { values: SHAFAQ_VALUES });

export const PrayerOffsets = builder.objectRef<Record<OffsetKey, number>>('PrayerOffsets').implement({
  fields: (t) =>
    Object.fromEntries(OFFSET_KEYS.map((key) => [key, t.int({ resolve: (o) => o[key] ?? 0 })])) as Record<
      OffsetKey,
      ReturnType<typeof t.int>
    >,
});

export const PrayerOffsetsInput = builder.inputType('PrayerOffsetsInput', {
  fields: (t) =>
    Object.fromEntries(OFFSET_KEYS.map((key) => [key, t.int({ required: false })])) as Record<
      OffsetKey,
      ReturnType<typeof t.int>
    >,
});
