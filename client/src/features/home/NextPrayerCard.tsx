// Next Prayer card: name, live HH:MM:SS countdown (every 1 s) and the time.
import { Card, Group, Text } from '@mantine/core';
import { upcomingPrayer, type PlaceInput, type PrayerSettings } from '../../prayer/index.ts';
import { useNow } from '../../shared/hooks/useNow.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface NextPrayerCardProps {
  place: PlaceInput;
  settings: PrayerSettings;
}

export function NextPrayerCard({ place, settings }: NextPrayerCardProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const now = useNow(1000);
  const next = upcomingPrayer(place, now, settings);
  const name = next ? t(`prayer.${next.prayer}`) : '—';
  return (
    <Card padding="lg" bg="teal.9" c="white" aria-labelledby="next-prayer-title">
      <Text id="next-prayer-title" size="sm" fw={600}>
        {t('home.nextPrayer')}
      </Text>
      <Group justify="space-between" align="baseline" mt={4} wrap="nowrap">
        <Text fz={28} fw={800} lh={1.2} data-testid="next-prayer-name">
          {name}
        </Text>
        <Text fz="lg" fw={600} data-testid="next-prayer-time">
          {next ? localDigits(language, next.time) : '--:--'}
        </Text>
      </Group>
      {/* The countdown is what the screen is opened for: the largest text on it. */}
      <Text
        fz={44}
        fw={700}
        lh={1.1}
        mt={4}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        aria-label={next ? t('home.timeUntil', { name, countdown: localDigits(language, next.countdown) }) : undefined}
        data-testid="next-prayer-countdown"
      >
        {next ? localDigits(language, next.countdown) : '--:--:--'}
      </Text>
    </Card>
  );
}
