// Streak prayers, Today % and This Week % from the server's prayer stats.
import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useCommittedValue } from '../../shared/hooks/useCommittedValue.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

export const PrayerStatsQuery = graphql(`
  query PrayerStats {
    prayerStats {
      streak
      todayCompleted
      todayTotal
      weekCompleted
      weekTotal
    }
  }
`);

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

export function StreakStrip({ online, date }: { online: boolean; date: string }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const { data, refetch } = useQuery(PrayerStatsQuery, { skip: !useCommittedValue(online), fetchPolicy: 'cache-and-network' });
  // A new day at the place (midnight passing on an open page) means new stats.
  const shownDate = useRef(date);
  useEffect(() => {
    if (shownDate.current === date) return;
    shownDate.current = date;
    if (online) void refetch();
  }, [date, online, refetch]);
  const stats = data?.prayerStats;
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
