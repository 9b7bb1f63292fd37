// Saves prayer settings to the profile. The returned user updates `me` in the
// cache, so Home's times change at once.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { PrayerSettings } from '../../prayer/index.ts';
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

export function useSavePrayerSettings() {
  const [mutate, { loading }] = useMutation(UpdatePrayerSettingsMutation);
  const save = async (settings: PrayerSettings): Promise<void> => {
    try {
      await mutate({ variables: { prayerSettings: prayerSettingsInput(settings) } });
      showToast({ title: t('settings.updated'), message: t('settings.updatedBody') });
    } catch (error) {
      console.error('saving prayer settings failed', error);
      showToast({ title: t('common.error'), message: t('settings.updateFailed'), destructive: true });
    }
  };
  return { save, saving: loading };
}
