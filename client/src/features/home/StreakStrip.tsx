// Streak prayers, Today % and This Week % from the server's prayer stats; dashes
// until they have come (HomeData.tsx reads them).
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PrayerStatsQuery } from '../../gql/graphql.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

export type PrayerStats = PrayerStatsQuery['prayerStats'];

const percent = (done: number, total: number) => (total > 0 ? `${Math.round((done / total) * 100)}%` : '0%');

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={22} fw={800} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

export function StreakStrip({ stats }: { stats?: PrayerStats }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  return (
    <Paper withBorder p="sm" aria-label={t('home.progress')}>
      <SimpleGrid cols={3}>
        <Stat label={t('home.streak')} value={stats ? localDigits(language, String(stats.streak)) : '–'} testId="stat-streak" />
        <Stat label={t('home.today')} value={stats ? localDigits(language, percent(stats.todayCompleted, stats.todayTotal)) : '–'} testId="stat-today" />
        <Stat label={t('home.thisWeek')} value={stats ? localDigits(language, percent(stats.weekCompleted, stats.weekTotal)) : '–'} testId="stat-week" />
      </SimpleGrid>
    </Paper>
  );
}
