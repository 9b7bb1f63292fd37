// Imsak in Settings (issue 32): where the method's authority publishes its own
// imsak (Diyanet, JAKIM, Kemenag) the rule is shown and nothing can be typed;
// elsewhere the minutes before Fajr, 0 to 30 (10 unless changed).
import { NumberInput, Text } from '@mantine/core';
import { imsakMinutes, MAX_IMSAK_MINUTES, publishesImsak, type PrayerSettings } from '@prayer-companion/engine';
import { localDigits } from '../../shared/i18n/format.ts';
import { methodOptions } from '../../shared/i18n/prayerTexts.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface ImsakInputProps {
  settings: PrayerSettings;
  onChange: (minutes: number) => void;
}

export function ImsakInput({ settings, onChange }: ImsakInputProps) {
  const t = useT();
  const language = useLanguage();
  const minutes = imsakMinutes(settings);
  if (publishesImsak(settings.calc_method)) {
    const authority = methodOptions(t).find((m) => m.value === settings.calc_method)?.label ?? settings.calc_method;
    return (
      <Text size="sm" c="dimmed" data-testid="imsak-fixed">
        {localDigits(language, t('ramadan.imsakFixed', { authority, minutes }))}
      </Text>
    );
  }
  return (
    <NumberInput
      label={t('ramadan.imsakMinutes')}
      description={t('ramadan.imsakDescription')}
      value={minutes}
      onChange={(raw) => {
        const n = typeof raw === 'number' ? raw : Number(raw);
        if (Number.isInteger(n) && n >= 0 && n <= MAX_IMSAK_MINUTES) onChange(n);
      }}
      min={0}
      max={MAX_IMSAK_MINUTES}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      data-testid="imsak-minutes"
    />
  );
}
