// Saves prayer settings to the profile. The returned user updates `me` in the
// cache, so Home's times change at once.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { PrayerSettings } from '../../prayer/index.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { prayerSettingsInput } from './prayerSettingsInput.ts';

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

export function useSavePrayerSettings() {
  const [mutate, { loading }] = useMutation(UpdatePrayerSettingsMutation);
  const save = async (settings: PrayerSettings): Promise<void> => {
    try {
      await mutate({ variables: { prayerSettings: prayerSettingsInput(settings) } });
      showToast({ title: 'Settings Updated', message: 'Prayer time calculations have been updated' });
    } catch (error) {
      console.error('saving prayer settings failed', error);
      showToast({ title: 'Error', message: 'Failed to update prayer settings. Please try again.', destructive: true });
    }
  };
  return { save, saving: loading };
}
