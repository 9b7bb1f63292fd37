// Whose times Home shows (issue 14): 'Times follow JAKIM e-solat · 99% within 2 min'.
import { Text } from '@mantine/core';
import { timesSourceLabel, type PrayerSettings } from '../../prayer/index.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function TimesSourceLine({ settings }: { settings: PrayerSettings }) {
  'use memo';
  const t = useT();
  return (
    <Text ta="center" size="xs" c="dimmed" data-testid="times-source">
      {t('home.timesFollow', { source: timesSourceLabel(settings) })}
    </Text>
  );
}
