// Streak prayers, Today % and This Week %: the server's prayer stats (HomeData.tsx reads
// them) with today's part taken from the ticks the device shows (dayFigures.ts); dashes
// until they are known. Its link opens /stats, the picture of the year (issue 46, its own chunk).
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePrefixedPath } from '../../shared/routing/linkPrefix.ts';
import type { FivePrayer } from '@prayer-companion/engine';
import type { PrayerStatsQuery } from '../../gql/graphql.ts';
import { localDigits, percentText } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { dayFigures } from './dayFigures.ts';

export type PrayerStats = PrayerStatsQuery['prayerStats'];

const percent = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);

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

export function StreakStrip({ stats, shown }: { stats?: PrayerStats; shown?: ReadonlySet<FivePrayer> }) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const statsPath = usePrefixedPath('/stats');
  const figures = dayFigures(stats, shown);
  const share = (part?: { done: number; total: number }) => (part ? percentText(language, percent(part.done, part.total)) : '–');
  return (
    <Paper withBorder p="sm" aria-label={t('home.progress')}>
      <SimpleGrid cols={3}>
        <Stat label={t('home.streak')} value={figures.streak === undefined ? '–' : localDigits(language, String(figures.streak))} testId="stat-streak" />
        <Stat label={t('home.today')} value={share(figures.today)} testId="stat-today" />
        <Stat label={t('home.thisWeek')} value={share(figures.week)} testId="stat-week" />
      </SimpleGrid>
      <Button component={Link} to={statsPath} variant="subtle" size="compact-xs" fullWidth mt={4} data-track="home:stats" data-testid="stats-link">
        {t('stats.link')}
      </Button>
    </Paper>
  );
}
