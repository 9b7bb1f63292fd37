// Payload shapes of a user's place, prayer settings and campaign parameters
// (spec section 3), mirroring the GraphQL input types field for field.
import { OFFSET_KEYS } from '../../schema/profile-types.ts';
import { CALC_METHODS, HIGH_LAT_RULES, MADHABS } from '../../schema/values.ts';
import { int, num, object, oneOf, optional, str } from '../payload.ts';

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

const offset = () => optional(int(-30, 30));
const offsets = Object.fromEntries(OFFSET_KEYS.map((key) => [key, offset()])) as Record<
  (typeof OFFSET_KEYS)[number],
  ReturnType<typeof offset>
>;

export const prayerSettingsPayload = object({
  calc_method: oneOf(CALC_METHODS),
  madhab: oneOf(MADHABS),
  high_lat_rule: oneOf(HIGH_LAT_RULES),
  offsets: optional(object(offsets)),
});

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

const utmValue = () => optional(str());
export const utmPayload = object(
  Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue()])) as Record<(typeof UTM_KEYS)[number], ReturnType<typeof utmValue>>,
);
