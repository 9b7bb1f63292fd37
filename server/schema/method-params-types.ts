// The recipe behind 'Custom' prayer settings (fitted to a mosque's timetable):
// the engine's MethodParams, field for field, in the API.
import type { MethodParams } from '@prayer-companion/engine';
import type { z } from 'zod';
import { builder } from './builder.ts';
import { inputFieldsFrom } from './zod-input.ts';
import { methodParamsShape } from '../domain/users/inputs.ts';
import { HighLatRule, OFFSET_KEYS, PrayerOffsets, PrayerOffsetsInput, type OffsetKey } from './users-enums.ts';
import { ROUNDINGS } from './values.ts';

export const Rounding = builder.enumType('Rounding', { values: ROUNDINGS });

type Seasonal = NonNullable<MethodParams['seasonal']>;
const ZERO_OFFSETS = Object.fromEntries(OFFSET_KEYS.map((k) => [k, 0]));

const SeasonalAdjustments = builder.objectRef<Seasonal>('SeasonalAdjustments').implement({
  description: 'Minutes added by season: 12 or 24 values spread evenly over the year from 1 January.',
  fields: (t) =>
    Object.fromEntries(
      OFFSET_KEYS.map((key) => [key, t.floatList({ nullable: true, resolve: (s) => s[key] ?? null })]),
    ) as Record<OffsetKey, ReturnType<typeof t.floatList>>,
});

const SeasonalAdjustmentsInput = builder.inputType('SeasonalAdjustmentsInput', {
  fields: (t) =>
    Object.fromEntries(OFFSET_KEYS.map((key) => [key, t.floatList({ required: false })])) as Record<
      OffsetKey,
      ReturnType<typeof t.floatList>
    >,
});

export const MethodParamsRef = builder.objectRef<MethodParams>('MethodParams').implement({
  fields: (t) => ({
    fajr_angle: t.exposeFloat('fajr_angle'),
    isha_angle: t.float({ nullable: true, resolve: (p) => p.isha_angle ?? null }),
    isha_interval: t.int({ nullable: true, resolve: (p) => p.isha_interval ?? null }),
    maghrib_angle: t.float({ nullable: true, resolve: (p) => p.maghrib_angle ?? null }),
    adjustments: t.field({
      type: PrayerOffsets,
      nullable: true,
      resolve: (p) => (p.adjustments ? ({ ...ZERO_OFFSETS, ...p.adjustments } as Record<OffsetKey, number>) : null),
    }),
    seasonal: t.field({ type: SeasonalAdjustments, nullable: true, resolve: (p) => p.seasonal ?? null }),
    high_lat_rule: t.field({ type: HighLatRule, nullable: true, resolve: (p) => p.high_lat_rule ?? null }),
    rounding: t.field({ type: Rounding, nullable: true, resolve: (p) => p.rounding ?? null }),
    label: t.string({ nullable: true, resolve: (p) => p.label ?? null }),
    within2_share: t.float({ nullable: true, resolve: (p) => p.within2_share ?? null }),
    fitted_latitude: t.float({ nullable: true, description: 'Where the recipe was fitted (the place of the matched timetable).', resolve: (p) => p.fitted_latitude ?? null }),
    fitted_longitude: t.float({ nullable: true, resolve: (p) => p.fitted_longitude ?? null }),
  }),
});

// Its fields, order and requiredness from the domain's zod shape (zod-input.ts).
export const MethodParamsInput = builder.inputRef<z.input<typeof methodParamsShape>>('MethodParamsInput').implement({
  fields: (t) =>
    inputFieldsFrom(t, methodParamsShape, {
      adjustments: PrayerOffsetsInput,
      seasonal: SeasonalAdjustmentsInput,
      high_lat_rule: HighLatRule,
      rounding: Rounding,
    }),
});
