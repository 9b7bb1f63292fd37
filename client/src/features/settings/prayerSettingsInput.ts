// The engine's settings as the API's PrayerSettingsInput: only the fields the
// API stores, a recipe only with 'Custom'.
import type { PrayerSettingsInput } from '../../gql/graphql.ts';
import { CUSTOM_METHOD, DEFAULT_IMSAK_MINUTES, type PrayerSettings } from '@prayer-companion/engine';

export function prayerSettingsInput(settings: PrayerSettings): PrayerSettingsInput {
  const { calc_method, madhab, high_lat_rule, offsets, shafaq, params, hijri_adjustment, imsak_minutes } = settings;
  const input: PrayerSettingsInput = { calc_method, madhab, high_lat_rule, offsets };
  if (shafaq) input.shafaq = shafaq;
  if (calc_method === CUSTOM_METHOD && params) input.params = params;
  if (hijri_adjustment) input.hijri_adjustment = hijri_adjustment;
  if (imsak_minutes !== undefined && imsak_minutes !== DEFAULT_IMSAK_MINUTES) input.imsak_minutes = imsak_minutes;
  return input;
}
