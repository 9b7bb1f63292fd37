// Home: Duha, when each of the five prayers' time ends, and the three times
// prayer is disliked, for today at the place (rules in docs/prayer-engine.md).
import '../../styles/screens.ts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FIVE_PRAYERS, nightAfter, type DayPrayerTimes, type PlaceInput, type PrayerSettings } from '@prayer-companion/engine';
import { moreTimes, solarZenith, type TimeSpan } from '@prayer-companion/engine/moreTimes';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface MoreTimesPanelProps {
  place: PlaceInput;
  settings: PrayerSettings;
  /** Today's times at the place. */
  times: DayPrayerTimes | null;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} ta="end" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </>
  );
}

export default function MoreTimesPanel({ place, settings, times }: MoreTimesPanelProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const more = useMemo(() => {
    if (!times) return null;
    const zenith = solarZenith(place, times.date);
    const night = nightAfter(place, times.date, settings);
    return zenith && night ? moreTimes(times, zenith, night) : null;
  }, [place, settings, times]);
  if (!more) return null;
  const span = (s: TimeSpan) => localDigits(language, `${s.from}–${s.to}`);
  return (
    <Paper withBorder p="sm" data-testid="more-times" aria-labelledby="more-times-title">
      <Text id="more-times-title" fw={700} component="h2" fz="md" m={0} mb="xs">
        {t('moreTimes.title')}
      </Text>
      <Stack gap="xs">
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
          <Row label={t('moreTimes.duha')} value={span(more.duha)} testId="more-duha" />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('moreTimes.ends')}
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
            {FIVE_PRAYERS.map((p) => (
              <Row key={p} label={t(`prayer.${p}`)} value={localDigits(language, more.ends[p].time)} testId={`ends-${p}`} />
            ))}
          </SimpleGrid>
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('moreTimes.disliked')}
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
            <Row label={t('moreTimes.dislikedSunrise')} value={span(more.disliked.sunrise)} testId="disliked-sunrise" />
            <Row label={t('moreTimes.dislikedZenith')} value={span(more.disliked.zenith)} testId="disliked-zenith" />
            <Row label={t('moreTimes.dislikedSunset')} value={span(more.disliked.sunset)} testId="disliked-sunset" />
          </SimpleGrid>
        </div>
      </Stack>
    </Paper>
  );
}
