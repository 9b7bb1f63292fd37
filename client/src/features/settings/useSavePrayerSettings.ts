// Saves prayer settings to the profile. The returned user updates `me` in the
// cache, so Home's times change at once.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { PrayerSettings } from '../../prayer/index.ts';
import { showToast } from '../../shared/ui/toast.ts';

const UpdatePrayerSettingsMutation = graphql(`
  mutation UpdatePrayerSettings($prayerSettings: PrayerSettingsInput!) {
    updateProfile(input: { prayerSettings: $prayerSettings }) {
      id
      prayerSettings {
        calc_method
        madhab
        high_lat_rule
        offsets {
          fajr
          sunrise
          dhuhr
          asr
          maghrib
          isha
        }
      }
    }
  }
`);

export function useSavePrayerSettings() {
  const [mutate, { loading }] = useMutation(UpdatePrayerSettingsMutation);
  const save = async ({ calc_method, madhab, high_lat_rule, offsets }: PrayerSettings): Promise<void> => {
    try {
      await mutate({ variables: { prayerSettings: { calc_method, madhab, high_lat_rule, offsets } } });
      showToast({ title: 'Settings Updated', message: 'Prayer time calculations have been updated' });
    } catch (error) {
      console.error('saving prayer settings failed', error);
      showToast({ title: 'Error', message: 'Failed to update prayer settings. Please try again.', destructive: true });
    }
  };
  return { save, saving: loading };
}
