// Payload shapes of a user's place, prayer settings and campaign parameters
// (spec section 3), mirroring the GraphQL input types field for field.
import { OFFSET_KEYS } from '../../../schema/profile-types.ts';
import type { z } from 'zod';
import { CALC_METHODS, HIGH_LAT_RULES, MADHABS, ROUNDINGS, SHAFAQ_VARIANTS } from '../../../schema/values.ts';
import { int, list, num, object, oneOf, optional, str } from '../payload.ts';

export const locationPayload = object({
  id: optional(str()),
  name: str(),
  city: str(),
  country: str(),
  country_code: str(),
  latitude: num(),
  longitude: num(),
  timezone: str(),
  // null (cleared: the sea-level horizon) is kept apart from absent (estimated from the place).
  elevation: num().nullish(),
});

const offset = () => optional(int(-30, 30));
const offsets = Object.fromEntries(OFFSET_KEYS.map((key) => [key, offset()])) as Record<
  (typeof OFFSET_KEYS)[number],
  ReturnType<typeof offset>
>;

const perTime = <T extends z.ZodType>(check: () => T) =>
  object(Object.fromEntries(OFFSET_KEYS.map((key) => [key, optional(check())])) as Record<(typeof OFFSET_KEYS)[number], ReturnType<typeof optional<T>>>);

// The engine owns the method list (presets and 'Custom' included); zod wants it as a non-empty tuple.
const calcMethods = CALC_METHODS as unknown as readonly [string, ...string[]];

// Ranges are checked once, in the GraphQL layer (profile-checks.ts); here only types.
const methodParamsPayload = object({
  fajr_angle: num(),
  isha_angle: optional(num()),
  isha_interval: optional(int(-10_000, 10_000)),
  maghrib_angle: optional(num()),
  adjustments: optional(perTime(() => int(-10_000, 10_000))),
  seasonal: optional(perTime(() => list(num(), 24))),
  high_lat_rule: optional(oneOf(HIGH_LAT_RULES)),
  rounding: optional(oneOf(ROUNDINGS)),
  label: optional(str()),
  within2_share: optional(num()),
  fitted_latitude: optional(num()),
  fitted_longitude: optional(num()),
});

export const prayerSettingsPayload = object({
  calc_method: oneOf(calcMethods),
  madhab: oneOf(MADHABS),
  high_lat_rule: oneOf(HIGH_LAT_RULES),
  offsets: optional(object(offsets)),
  shafaq: optional(oneOf(SHAFAQ_VARIANTS)),
  params: optional(methodParamsPayload),
  hijri_adjustment: optional(int(-10_000, 10_000)),
  imsak_minutes: optional(int(-10_000, 10_000)),
});

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

const utmValue = () => optional(str());
export const utmPayload = object(
  Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue()])) as Record<(typeof UTM_KEYS)[number], ReturnType<typeof utmValue>>,
);
