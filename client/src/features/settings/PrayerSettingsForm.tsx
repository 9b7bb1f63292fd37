// Method, madhab, high-latitude rule, Hijri adjustment and six offsets, saved to the profile.
// 'Reset to Defaults and Save' puts the place's defaults in the form and saves them.
import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CUSTOM_METHOD,
  PRAYER_NAMES,
  defaultPrayerSettings,
  recipeOf,
  type CalcMethod,
  type PrayerSettings,
} from '../../prayer/index.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { ElevationInput } from './ElevationInput.tsx';
import { HijriAdjustmentSelect } from './HijriAdjustmentSelect.tsx';
import { OffsetInput } from './OffsetInput.tsx';
import { currentPrayerSettings } from './currentPrayerSettings.ts';
import { useSavePrayerSettings } from './useSavePrayerSettings.ts';
import { highLatOptions, madhabOptions, methodOptions, timesSourceText } from '../../shared/i18n/prayerTexts.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function PrayerSettingsForm() {
  const t = useT();
  const { user, online } = useCurrentUser();
  const [settings, setSettings] = useState<PrayerSettings>(() => currentPrayerSettings(user));
  // The place's elevation is saved with the place, but asked for here, beside
  // the method that uses it.
  const [elevation, setElevation] = useState<number | null>(() => user.location?.elevation ?? null);
  const { save: saveSettings, saving } = useSavePrayerSettings();
  const save = (next: PrayerSettings) =>
    saveSettings(next, user.location && elevation !== (user.location.elevation ?? null) ? { ...user.location, elevation } : undefined);
  const set = <K extends keyof PrayerSettings>(key: K, value: PrayerSettings[K] | null) => {
    if (value !== null) setSettings((s) => ({ ...s, [key]: value }));
  };
  // Resetting only the form looked like it had reset the times: it saves the defaults too.
  const reset = () => {
    const defaults = defaultPrayerSettings(user.location?.country_code, user.location?.latitude, user.location?.longitude);
    setSettings(defaults);
    void save(defaults);
  };

  // Settings fitted to a mosque ('Custom') are offered under the mosque's name.
  const methods: { value: CalcMethod; label: string }[] = settings.params
    ? [...methodOptions(t), { value: CUSTOM_METHOD, label: timesSourceText(t, { calc_method: CUSTOM_METHOD, params: { ...settings.params, within2_share: undefined } }) }]
    : methodOptions(t);

  return (
    <Stack gap="sm">
      <Select
        label={t('settings.method')}
        data={methods}
        description={t('home.timesFollow', { source: timesSourceText(t, settings) })}
        inputWrapperOrder={['label', 'input', 'description']}
        value={settings.calc_method}
        onChange={(value) => set('calc_method', value as CalcMethod | null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {recipeOf(settings)?.elevation_dip !== undefined && <ElevationInput value={elevation} onChange={setElevation} />}
      <Select
        label={t('settings.madhab')}
        data={madhabOptions(t)}
        value={settings.madhab}
        onChange={(value) => set('madhab', value)}
        allowDeselect={false}
      />
      <Select
        label={t('settings.highLat')}
        data={highLatOptions(t)}
        value={settings.high_lat_rule}
        onChange={(value) => set('high_lat_rule', value)}
        allowDeselect={false}
      />
      <HijriAdjustmentSelect value={settings.hijri_adjustment} onChange={(days) => set('hijri_adjustment', days)} />
      <Text size="sm" fw={500} mt="xs">
        {t('settings.adjustments')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {PRAYER_NAMES.map(({ value }) => (
          <OffsetInput
            key={value}
            label={t(`prayer.${value}`)}
            value={settings.offsets[value]}
            onChange={(minutes) => setSettings((s) => ({ ...s, offsets: { ...s.offsets, [value]: minutes } }))}
          />
        ))}
      </SimpleGrid>
      {/* One column: the reset label is too long for half of the sheet. */}
      <SimpleGrid cols={1} spacing="xs" mt="xs">
        <Button onClick={() => void save(settings)} loading={saving} disabled={!online}>
          {t('settings.save')}
        </Button>
        <Button variant="default" onClick={reset} disabled={saving || !online}>
          {t('settings.reset')}
        </Button>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('settings.disclaimer')}
      </Text>
    </Stack>
  );
}
