// Method, madhab, high-latitude rule, Hijri adjustment and six offsets, saved to the profile.
// 'Reset to Defaults and Save' puts the place's defaults in the form and saves them.
import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CALC_METHODS,
  HIGH_LAT_RULES,
  MADHABS,
  CUSTOM_METHOD,
  PRAYER_NAMES,
  defaultPrayerSettings,
  timesSource,
  timesSourceLabel,
  type CalcMethod,
  type PrayerSettings,
} from '../../prayer/index.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { HijriAdjustmentSelect } from './HijriAdjustmentSelect.tsx';
import { OffsetInput } from './OffsetInput.tsx';
import { currentPrayerSettings } from './currentPrayerSettings.ts';
import { useSavePrayerSettings } from './useSavePrayerSettings.ts';

export function PrayerSettingsForm() {
  const { user, online } = useCurrentUser();
  const [settings, setSettings] = useState<PrayerSettings>(() => currentPrayerSettings(user));
  const { save, saving } = useSavePrayerSettings();
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
    ? [...CALC_METHODS, { value: CUSTOM_METHOD, label: timesSource({ calc_method: CUSTOM_METHOD, params: settings.params }).who }]
    : [...CALC_METHODS];

  return (
    <Stack gap="sm">
      <Select
        label="Calculation Method"
        data={methods}
        description={`Times follow ${timesSourceLabel(settings)}`}
        inputWrapperOrder={['label', 'input', 'description']}
        value={settings.calc_method}
        onChange={(value) => set('calc_method', value as CalcMethod | null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Madhab (Asr Calculation)"
        data={[...MADHABS]}
        value={settings.madhab}
        onChange={(value) => set('madhab', value)}
        allowDeselect={false}
      />
      <Select
        label="High Latitude Adjustment"
        data={[...HIGH_LAT_RULES]}
        value={settings.high_lat_rule}
        onChange={(value) => set('high_lat_rule', value)}
        allowDeselect={false}
      />
      <HijriAdjustmentSelect value={settings.hijri_adjustment} onChange={(days) => set('hijri_adjustment', days)} />
      <Text size="sm" fw={500} mt="xs">
        Time Adjustments (minutes)
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {PRAYER_NAMES.map(({ value, label }) => (
          <OffsetInput
            key={value}
            label={label}
            value={settings.offsets[value]}
            onChange={(minutes) => setSettings((s) => ({ ...s, offsets: { ...s.offsets, [value]: minutes } }))}
          />
        ))}
      </SimpleGrid>
      {/* One column: the reset label is too long for half of the sheet. */}
      <SimpleGrid cols={1} spacing="xs" mt="xs">
        <Button onClick={() => void save(settings)} loading={saving} disabled={!online}>
          Save Settings
        </Button>
        <Button variant="default" onClick={reset} disabled={saving || !online}>
          Reset to Defaults and Save
        </Button>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Prayer times are calculated on your device from astronomical formulas and may differ by a few
        minutes from your local mosque&apos;s timetable. Use the adjustments to match it.
      </Text>
    </Stack>
  );
}
