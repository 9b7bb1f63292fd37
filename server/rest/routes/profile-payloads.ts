// Payload shapes of a user's place, prayer settings and campaign parameters
// (spec section 3), mirroring the GraphQL input types field for field.
import { OFFSET_KEYS } from '../../schema/profile-types.ts';
import { CALC_METHODS, HIGH_LAT_RULES, MADHABS, ROUNDINGS, SHAFAQ_VARIANTS } from '../../schema/values.ts';
import { int, list, num, object, oneOf, optional, str, type Check } from '../payload.ts';

export const locationPayload = object({
  id: optional(str()),
  name: str(),
  city: str(),
  country: str(),
  country_code: str(),
  latitude: num(),
  longitude: num(),
  timezone: str(),
});

const offsets = Object.fromEntries(OFFSET_KEYS.map((key) => [key, optional(int(-30, 30))])) as Record<
  (typeof OFFSET_KEYS)[number],
  Check<number | undefined>
>;

const perTime = <T>(check: Check<T>) =>
  object(Object.fromEntries(OFFSET_KEYS.map((key) => [key, optional(check)])) as Record<(typeof OFFSET_KEYS)[number], Check<T | undefined>>);

// Ranges are checked once, in the GraphQL layer (profile-checks.ts); here only types.
const methodParamsPayload = object({
  fajr_angle: num(),
  isha_angle: optional(num()),
  isha_interval: optional(int(-10_000, 10_000)),
  maghrib_angle: optional(num()),
  adjustments: optional(perTime(int(-10_000, 10_000))),
  seasonal: optional(perTime(list(num(), 24))),
  high_lat_rule: optional(oneOf(HIGH_LAT_RULES)),
  rounding: optional(oneOf(ROUNDINGS)),
  label: optional(str()),
  within2_share: optional(num()),
});

export const prayerSettingsPayload = object({
  calc_method: oneOf(CALC_METHODS),
  madhab: oneOf(MADHABS),
  high_lat_rule: oneOf(HIGH_LAT_RULES),
  offsets: optional(object(offsets)),
  shafaq: optional(oneOf(SHAFAQ_VARIANTS)),
  params: optional(methodParamsPayload),
  hijri_adjustment: optional(int(-10_000, 10_000)),
});

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

export const utmPayload = object(
  Object.fromEntries(UTM_KEYS.map((key) => [key, optional(str())])) as Record<(typeof UTM_KEYS)[number], Check<string | undefined>>,
);
