// Saves prayer settings to the profile, and the place with them when its
// elevation was changed beside the method. The returned user updates `me` in
// the cache, so Home's times change at once.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { PrayerSettings } from '@prayer-companion/engine';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { readCachedUser, writeCachedUser } from '../../entities/users/userCache.ts';
import { locationInput } from '../../entities/users/locationInput.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { prayerSettingsInput } from './prayerSettingsInput.ts';
import { t } from '../../shared/i18n/i18n.ts';

const UpdatePrayerSettingsMutation = graphql(`
  mutation UpdatePrayerSettings($prayerSettings: PrayerSettingsInput!) {
    updateProfile(input: { prayerSettings: $prayerSettings }) {
      id
      prayerSettings {
        ...PrayerSettingsFields
      }
    }
  }
`);

const UpdatePrayerSettingsAndPlaceMutation = graphql(`
  mutation UpdatePrayerSettingsAndPlace($prayerSettings: PrayerSettingsInput!, $location: LocationInput!) {
    updateProfile(input: { prayerSettings: $prayerSettings, location: $location }) {
      id
      location {
        ...LocationFields
      }
      prayerSettings {
        ...PrayerSettingsFields
      }
    }
  }
`);

export function useSavePrayerSettings() {
  // A refused or unsent save is told by its toast (shared/apollo/failureToastLink.ts).
  const context = { failureToast: { title: t('common.error'), message: () => t('settings.updateFailed') } };
  const [mutate, { loading }] = useMutation(UpdatePrayerSettingsMutation, { context });
  const [mutateWithPlace, { loading: savingPlace }] = useMutation(UpdatePrayerSettingsAndPlaceMutation, { context });
  /** One request: the settings and, when given, the place, stored together or not at all. */
  const save = async (settings: PrayerSettings, location?: UserLocation): Promise<void> => {
    try {
      const prayerSettings = prayerSettingsInput(settings);
      if (location) {
        await mutateWithPlace({ variables: { prayerSettings, location: locationInput(location) } });
        const cached = readCachedUser();
        if (cached) writeCachedUser({ ...cached, location });
      } else await mutate({ variables: { prayerSettings } });
      showToast({ title: t('settings.updated'), message: t('settings.updatedBody') });
    } catch {
      // told by the toast
    }
  };
  return { save, saving: loading || savingPlace };
}
