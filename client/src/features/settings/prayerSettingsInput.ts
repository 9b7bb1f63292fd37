// The engine's settings as the API's PrayerSettingsInput: the optional fields only
// when they say something (the engine's `withoutDefaults`, as REST answers), a recipe
// only with 'Custom'.
import type { PrayerSettingsInput } from '../../gql/graphql.ts';
import { CUSTOM_METHOD, withoutDefaults, type PrayerSettings } from '@prayer-companion/engine';

export function prayerSettingsInput(settings: PrayerSettings): PrayerSettingsInput {
  return withoutDefaults({ ...settings, params: settings.calc_method === CUSTOM_METHOD ? settings.params : undefined });
}
