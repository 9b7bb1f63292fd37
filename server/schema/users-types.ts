// Location and prayer settings: JSON columns on User, typed in the API with the
// spec's field names (section 3).
import { DEFAULT_IMSAK_MINUTES } from '@prayer-companion/engine';
import { builder } from './builder.ts';
import { MethodParamsInput, MethodParamsRef } from './method-params-types.ts';
import { CalcMethod, HighLatRule, Madhab, PrayerOffsets, PrayerOffsetsInput, Shafaq } from './users-enums.ts';
import type { z } from 'zod';
import { locationShape, prayerSettingsShape, type LocationShape, type PrayerSettingsShape } from '../domain/users/inputs.ts';
import { inputFieldsFrom } from './zod-input.ts';

export { OFFSET_KEYS, type OffsetKey } from './users-enums.ts';
// What is stored, as the input schemas (server/domain/users/inputs.ts) give it.
export type { LocationShape, PrayerSettingsShape } from '../domain/users/inputs.ts';

export const Location = builder.objectRef<LocationShape>('Location').implement({
  fields: (t) => ({
    id: t.string({ nullable: true, resolve: (l) => l.id ?? null }),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    country_code: t.exposeString('country_code'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    timezone: t.exposeString('timezone'),
    elevation: t.float({
      nullable: true,
      description: "Metres above sea level, when known; only an authority that allows for it (Morocco's Habous) uses it.",
      resolve: (l) => l.elevation ?? null,
    }),
  }),
});

export const PrayerSettings = builder.objectRef<PrayerSettingsShape>('PrayerSettings').implement({
  fields: (t) => ({
    calc_method: t.field({ type: CalcMethod, resolve: (s) => s.calc_method }),
    madhab: t.field({ type: Madhab, resolve: (s) => s.madhab }),
    high_lat_rule: t.field({ type: HighLatRule, resolve: (s) => s.high_lat_rule }),
    offsets: t.field({ type: PrayerOffsets, resolve: (s) => s.offsets }),
    shafaq: t.field({ type: Shafaq, nullable: true, resolve: (s) => s.shafaq ?? null }),
    params: t.field({ type: MethodParamsRef, nullable: true, resolve: (s) => s.params ?? null }),
    hijri_adjustment: t.int({ resolve: (s) => s.hijri_adjustment ?? 0 }),
    imsak_minutes: t.int({
      description: 'Minutes from imsak (the end of suhoor) to Fajr, 0 to 30, where the authority publishes no imsak of its own; 10 unless changed.',
      resolve: (s) => s.imsak_minutes ?? DEFAULT_IMSAK_MINUTES,
    }),
  }),
});

// The inputs' fields, order and requiredness come from the domain's zod shapes (zod-input.ts).
export const LocationInput = builder.inputRef<z.input<typeof locationShape>>('LocationInput').implement({
  fields: (t) => inputFieldsFrom(t, locationShape),
});

export const PrayerSettingsInput = builder.inputRef<z.input<typeof prayerSettingsShape>>('PrayerSettingsInput').implement({
  fields: (t) =>
    inputFieldsFrom(t, prayerSettingsShape, {
      calc_method: CalcMethod,
      madhab: Madhab,
      high_lat_rule: HighLatRule,
      offsets: PrayerOffsetsInput,
      shafaq: Shafaq,
      params: MethodParamsInput,
    }),
});
