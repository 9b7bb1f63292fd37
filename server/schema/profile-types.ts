// Location and prayer settings: JSON columns on User, typed in the API with the
// spec's field names (section 3).
import { builder } from './builder.ts';
import { CALC_METHODS, HIGH_LAT_RULES, MADHABS } from './values.ts';

export interface LocationShape {
  id?: string | null;
  name: string;
  city: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface PrayerSettingsShape {
  calc_method: string;
  madhab: string;
  high_lat_rule: string;
  offsets: Record<OffsetKey, number>;
}

export const OFFSET_KEYS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type OffsetKey = (typeof OFFSET_KEYS)[number];


export const CalcMethod = builder.enumType('CalcMethod', { values: CALC_METHODS });
export const Madhab = builder.enumType('Madhab', { values: MADHABS });
export const HighLatRule = builder.enumType('HighLatRule', { values: HIGH_LAT_RULES });

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
  }),
});

const PrayerOffsets = builder.objectRef<Record<OffsetKey, number>>('PrayerOffsets').implement({
  fields: (t) =>
    Object.fromEntries(OFFSET_KEYS.map((key) => [key, t.int({ resolve: (o) => o[key] ?? 0 })])) as Record<
      OffsetKey,
      ReturnType<typeof t.int>
    >,
});

export const PrayerSettings = builder.objectRef<PrayerSettingsShape>('PrayerSettings').implement({
  fields: (t) => ({
    calc_method: t.field({ type: CalcMethod, resolve: (s) => s.calc_method as (typeof CALC_METHODS)[number] }),
    madhab: t.field({ type: Madhab, resolve: (s) => s.madhab as 'Shafi' | 'Hanafi' }),
    high_lat_rule: t.field({
      type: HighLatRule,
      resolve: (s) => s.high_lat_rule as 'None' | 'MiddleOfTheNight' | 'SeventhOfTheNight' | 'TwilightAngle',
    }),
    offsets: t.field({ type: PrayerOffsets, resolve: (s) => s.offsets }),
  }),
});

export const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    id: t.string({ required: false }),
    name: t.string(),
    city: t.string(),
    country: t.string(),
    country_code: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    timezone: t.string(),
  }),
});

const PrayerOffsetsInput = builder.inputType('PrayerOffsetsInput', {
  fields: (t) =>
    Object.fromEntries(OFFSET_KEYS.map((key) => [key, t.int({ required: false })])) as Record<
      OffsetKey,
      ReturnType<typeof t.int>
    >,
});

export const PrayerSettingsInput = builder.inputType('PrayerSettingsInput', {
  fields: (t) => ({
    calc_method: t.field({ type: CalcMethod }),
    madhab: t.field({ type: Madhab }),
    high_lat_rule: t.field({ type: HighLatRule }),
    offsets: t.field({ type: PrayerOffsetsInput, required: false }),
  }),
});
