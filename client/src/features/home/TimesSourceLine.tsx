// Whose times Home shows (issue 14): 'Times follow JAKIM e-solat · 99% within 2 min'.
import { Text } from '@mantine/core';
import { timesSourceLabel, type PrayerSettings } from '../../prayer/index.ts';

export function TimesSourceLine({ settings }: { settings: PrayerSettings }) {
  'use memo';
  return (
    <Text ta="center" size="xs" c="dimmed" data-testid="times-source">
      Times follow {timesSourceLabel(settings)}
    </Text>
  );
}
