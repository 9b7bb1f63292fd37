// Method, madhab, high-latitude rule, Hijri adjustment, imsak and six offsets, saved to the profile.
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
} from '@prayer-companion/engine';
import { LONDON } from '../../entities/users/appUser.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { ElevationInput } from './ElevationInput.tsx';
import { HijriAdjustmentSelect } from './HijriAdjustmentSelect.tsx';
import { ImsakInput } from './ImsakInput.tsx';
import { OffsetInput } from './OffsetInput.tsx';
import { currentPrayerSettings } from './currentPrayerSettings.ts';
import { useSavePrayerSettings } from './useSavePrayerSettings.ts';
import { highLatOptions, madhabOptions, timesSourceText } from '../../shared/i18n/prayerTexts.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { methodDescriptions, methodGroups } from './methodGroups.ts';

export function PrayerSettingsForm() {
  const t = useT();
  const language = useLanguage();
  const { user, online } = useCurrentUser();
  const [settings, setSettings] = useState<PrayerSettings>(() => currentPrayerSettings(user));
  // The place's elevation is saved with the place, but asked for here, beside
  // the method that uses it.
  const [elevation, setElevation] = useState<number | null>(() => user.location?.elevation ?? null);
  const { save: saveSettings, saving } = useSavePrayerSettings();
  // Offset boxes holding what is not a valid offset: saving waits until they are fixed.
  const [invalidOffsets, setInvalidOffsets] = useState<ReadonlySet<string>>(new Set());
  const markOffset = (prayer: string, invalid: boolean) =>
    setInvalidOffsets((current) => {
      if (current.has(prayer) === invalid) return current;
      const next = new Set(current);
      if (invalid) next.add(prayer);
      else next.delete(prayer);
      return next;
    });
  const save = (next: PrayerSettings) =>
    saveSettings(next, user.location && elevation !== (user.location.elevation ?? null) ? { ...user.location, elevation } : undefined);
  const set = <K extends keyof PrayerSettings>(key: K, value: PrayerSettings[K] | null) => {
    if (value !== null) setSettings((s) => ({ ...s, [key]: value }));
  };
  // Resetting only the form looked like it had reset the times: it saves the defaults too.
  const [resets, setResets] = useState(0);
  const reset = () => {
    // The offset boxes start again from the defaults, whatever was typed in them.
    setResets((n) => n + 1);
    setInvalidOffsets(new Set());
    const defaults = defaultPrayerSettings(user.location?.country_code, user.location?.latitude, user.location?.longitude);
    setSettings(defaults);
    void save(defaults);
  };

  // Grouped, each with what sets it apart; settings fitted to a mosque ('Custom') are
  // offered under the mosque's name.
  const methods = methodGroups(
    t,
    settings.params ? { value: CUSTOM_METHOD, label: timesSourceText(t, { calc_method: CUSTOM_METHOD, params: { ...settings.params, within2_share: undefined } }) } : undefined,
  );
  const descriptions = methodDescriptions(t, language);

  return (
    <Stack gap="sm">
      <Select
        label={t('settings.method')}
        data={methods}
        description={localDigits(language, t('home.timesFollow', { source: timesSourceText(t, settings, user.location ?? LONDON) }))}
        inputWrapperOrder={['label', 'input', 'description']}
        value={settings.calc_method}
        onChange={(value) => set('calc_method', value as CalcMethod | null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={360}
        renderOption={({ option }) => (
          <Stack gap={0} data-testid={`method-option-${option.value}`}>
            <Text size="sm">{option.label}</Text>
            {descriptions[option.value] && (
              <Text size="xs" c="dimmed">
                {descriptions[option.value]}
              </Text>
            )}
          </Stack>
        )}
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
      <ImsakInput settings={settings} onChange={(minutes) => set('imsak_minutes', minutes)} />
      <Text size="sm" fw={500} mt="xs">
        {t('settings.adjustments')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {PRAYER_NAMES.map(({ value }) => (
          <OffsetInput
            key={`${value}-${resets}`}
            label={t(`prayer.${value}`)}
            value={settings.offsets[value]}
            onChange={(minutes) => setSettings((s) => ({ ...s, offsets: { ...s.offsets, [value]: minutes } }))}
            onInvalid={(invalid) => markOffset(value, invalid)}
          />
        ))}
      </SimpleGrid>
      {/* One column: the reset label is too long for half of the sheet. */}
      <SimpleGrid cols={1} spacing="xs" mt="xs">
        <Button onClick={() => void save(settings)} loading={saving} disabled={!online || invalidOffsets.size > 0}>
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
