// The building blocks of prayer settings in the API: the closed value sets and
// the per-time minute records (offsets, a recipe's adjustments).
import { builder } from './builder.ts';
import { CALC_METHODS, HIGH_LAT_RULES, MADHABS, OFFSET_KEYS, SHAFAQ_VARIANTS, type OffsetKey } from '../domain/profile/values.ts';

export { OFFSET_KEYS, type OffsetKey };

export const CalcMethod = builder.enumType('CalcMethod', { values: CALC_METHODS });
export const Madhab = builder.enumType('Madhab', { values: MADHABS });
export const HighLatRule = builder.enumType('HighLatRule', { values: HIGH_LAT_RULES });
export const Shafaq = builder.enumType('Shafaq', { values: SHAFAQ_VARIANTS });

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
