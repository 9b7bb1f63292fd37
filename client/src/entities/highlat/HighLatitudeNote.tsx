// Names the high-latitude rule where it changes the times (issue 34), on Home
// and under the timetable: 'Fajr and Isha follow latitude 45° … from May to
// August here', the months whose late sunset gives maghrib and isha from 45°,
// the months with all six times from 45°, and the rule's source. On Home, a
// day whose maghrib is 45°'s also says when the sun really sets. Nothing shows
// where the angles' own times hold all year.
import '../../styles/screens.ts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { highLatitudeSeasons, monthRuns, type DayPrayerTimes, type PlaceInput, type PrayerSettings } from '@prayer-companion/engine';
import { dateFormatter, localDigits } from '../../shared/i18n/format.ts';
import { intlLocale, type ActiveLanguage } from '../../shared/i18n/languages.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';

function monthsText(t: Translate, language: ActiveLanguage, months: readonly number[]): string {
  const locale = intlLocale(language);
  const name = dateFormatter(language, { month: 'long', timeZone: 'UTC' });
  const monthName = (m: number) => name.format(new Date(Date.UTC(2026, m - 1, 15)));
  const runs = monthRuns(months).map(({ from, to }) =>
    from === to ? monthName(from) : t('highLatNote.range', { from: monthName(from), to: monthName(to) }),
  );
  // A browser without the language's list data would join them with English's 'and'.
  return Intl.ListFormat.supportedLocalesOf(language).length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(runs) : runs.join(', ');
}

interface Props {
  place: PlaceInput;
  settings: PrayerSettings;
  year: number;
  /** Home's day: named when its maghrib is 45°'s, with the real sunset. */
  today?: DayPrayerTimes | null;
}

export function HighLatitudeNote({ place, settings, year, today }: Props) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const seasons = useMemo(() => highLatitudeSeasons(place, year, settings), [place, year, settings]);
  // Set only on a day whose maghrib and isha are 45°'s (the engine's 'evening' step).
  const realSunset = today?.realMaghrib?.time;
  if (!seasons.estimated.length && !seasons.seventh.length && !seasons.evening.length && !seasons.reference.length && !realSunset) return null;
  return (
    <Stack gap={2} data-testid="high-latitude-note">
      {realSunset && (
        <Text ta="center" size="xs" fw={600} data-testid="high-latitude-today">
          {t('highLatNote.eveningToday', { time: localDigits(language, realSunset) })}
        </Text>
      )}
      {seasons.estimated.length > 0 && (
        <Text ta="center" size="xs" c="dimmed">
          {t('highLatNote.estimated', { months: monthsText(t, language, seasons.estimated) })}
        </Text>
      )}
      {seasons.seventh.length > 0 && (
        <Text ta="center" size="xs" c="dimmed">
          {t('highLatNote.seventh', { months: monthsText(t, language, seasons.seventh) })}
        </Text>
      )}
      {seasons.evening.length > 0 && (
        <Text ta="center" size="xs" c="dimmed">
          {t('highLatNote.evening', { months: monthsText(t, language, seasons.evening) })}
        </Text>
      )}
      {seasons.reference.length > 0 && (
        <Text ta="center" size="xs" c="dimmed">
          {t('highLatNote.reference', { months: monthsText(t, language, seasons.reference) })}
        </Text>
      )}
      <Text ta="center" size="xs" c="dimmed">
        {t('highLatNote.source')}
      </Text>
    </Stack>
  );
}
