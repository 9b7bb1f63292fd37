// Whose times Home shows (issue 14): 'Times follow JAKIM e-solat · 99% within 2 min', in the
// user's language and digits (as Settings says it). A mosque's fitted times used far from
// where they were matched claim no match there (issue 30, item 8).
import { Text } from '@mantine/core';
import type { PlaceInput, PrayerSettings } from '@prayer-companion/engine';
import { localDigits } from '../../shared/i18n/format.ts';
import { timesSourceText } from '../../shared/i18n/prayerTexts.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

export function TimesSourceLine({ settings, place }: { settings: PrayerSettings; place: PlaceInput }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  return (
    <Text ta="center" size="xs" c="dimmed" data-testid="times-source">
      {localDigits(language, t('home.timesFollow', { source: timesSourceText(t, settings, place) }))}
    </Text>
  );
}
