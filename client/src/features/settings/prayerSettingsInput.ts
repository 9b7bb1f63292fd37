// The engine's settings as the API's PrayerSettingsInput: only the fields the
// API stores, a recipe only with 'Custom'.
import type { PrayerSettingsInput } from '../../gql/graphql.ts';
import { CUSTOM_METHOD, type PrayerSettings } from '../../prayer/index.ts';

export function prayerSettingsInput(settings: PrayerSettings): PrayerSettingsInput {
  const { calc_method, madhab, high_lat_rule, offsets, shafaq, params, hijri_adjustment } = settings;
  const input: PrayerSettingsInput = { calc_method, madhab, high_lat_rule, offsets };
  if (shafaq) input.shafaq = shafaq;
  if (calc_method === CUSTOM_METHOD && params) input.params = params;
  if (hijri_adjustment) input.hijri_adjustment = hijri_adjustment;
  return input;
}
