// Next Prayer card: name, live HH:MM:SS countdown (every 1 s) and the time.
import { Card, Group, Stack, Text } from '@mantine/core';
import { upcomingPrayer, type FivePrayer, type PlaceInput, type PrayerSettings } from '@prayer-companion/engine';
import type { KeptTable } from '@prayer-companion/engine/tableDay';
import { useNow } from '../../shared/hooks/useNow.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

interface NextPrayerCardProps {
  place: PlaceInput;
  settings: PrayerSettings;
  /** A followed mosque's kept published rows (their times on their dates). */
  table?: KeptTable;
  /** A followed mosque's iqama of a prayer on a date, shown under the adhan time. */
  iqamaOn?: ((date: string, prayer: FivePrayer) => string | null) | null;
}

export function NextPrayerCard({ place, settings, table, iqamaOn }: NextPrayerCardProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const now = useNow(1000);
  const next = upcomingPrayer(place, now, settings, table);
  const name = next ? t(`prayer.${next.prayer}`) : '—';
  const iqama = next && iqamaOn ? iqamaOn(next.date, next.prayer) : null;
  return (
    <Card padding="lg" bg="teal.9" c="white" aria-labelledby="next-prayer-title">
      <Text id="next-prayer-title" size="sm" fw={600}>
        {t('home.nextPrayer')}
      </Text>
      <Group justify="space-between" align="baseline" mt={4} wrap="nowrap">
        <Text fz={28} fw={800} lh={1.2} data-testid="next-prayer-name">
          {name}
        </Text>
        <Stack gap={0} align="flex-end">
          <Text fz="lg" fw={600} data-testid="next-prayer-time">
            {next ? localDigits(language, next.time) : '--:--'}
          </Text>
          {iqama && (
            <Text size="sm" data-testid="next-prayer-iqama">
              {t('mosque.iqamaAt', { time: localDigits(language, iqama) })}
            </Text>
          )}
        </Stack>
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
