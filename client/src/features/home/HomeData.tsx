// Home's server data, in the chunk that loads with the Apollo Client (shared/apollo/
// WithClient.tsx): the prayer stats and the day's completed prayers, handed up to Home
// (the ticks themselves go through the outbox: prayerTicks.ts).
// It renders nothing: the cards Home painted first stay on screen and only change their
// values, instead of being replaced by a second copy when the data layer arrives.
import { useQuery } from '@apollo/client/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { FivePrayer } from '@prayer-companion/engine';
import { useCommittedValue } from '../../shared/hooks/useCommittedValue.ts';
import { readJson, writeJson } from '../../shared/storage/safeStorage.ts';
import { useCompletedPrayers } from './prayerCompletions.ts';
import type { PrayerStats } from './StreakStrip.tsx';

const PrayerStatsQuery = graphql(`
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

const KEPT_STATS = 'prayerStats';

interface KeptStats {
  date: string;
  stats: PrayerStats;
}

function usePrayerStats(online: boolean, date: string): PrayerStats | undefined {
  'use memo';
  const { data, refetch } = useQuery(PrayerStatsQuery, { skip: !useCommittedValue(online), fetchPolicy: 'cache-and-network' });
  // A new day at the place (midnight passing on an open page) means new stats.
  const shownDate = useRef(date);
  useEffect(() => {
    if (shownDate.current === date) return;
    shownDate.current = date;
    if (online) void refetch();
  }, [date, online, refetch]);
  // Kept on the device, as the day's ticks are (prayerCompletions.ts): after an offline
  // reload the strip still has the week's earlier days and the streak (issue 42 item 5).
  const stats = data?.prayerStats;
  useEffect(() => {
    if (stats) writeJson(KEPT_STATS, { date, stats } satisfies KeptStats);
  }, [date, stats]);
  if (stats) return stats;
  const kept = online ? null : readJson<KeptStats>(KEPT_STATS);
  return kept?.date === date ? kept.stats : undefined;
}

interface HomeDataProps {
  online: boolean;
  date: string;
  onStats: (stats: PrayerStats | undefined) => void;
  onCompleted: (completed: ReadonlySet<FivePrayer> | undefined) => void;
}

/** The day's ticks. */
function CompletionsData({ online, date, onCompleted }: Omit<HomeDataProps, 'onStats'>) {
  'use memo';
  const completed = useCompletedPrayers(date, online);
  // The first answers re-render the whole of Home: as transitions, in slices that leave
  // the main thread free for taps between them, not one long task per answer on a cheap
  // phone. A tap's own tick is urgent: the checkbox shows it at once, not after a slice.
  const completionsShown = useRef(false);
  useEffect(() => {
    if (completionsShown.current) onCompleted(completed);
    else startTransition(() => onCompleted(completed));
    completionsShown.current = completed !== undefined;
  }, [completed, onCompleted]);
  return null;
}

function StatsData({ online, date, onStats }: Pick<HomeDataProps, 'online' | 'date' | 'onStats'>) {
  'use memo';
  const stats = usePrayerStats(online, date);
  useEffect(() => startTransition(() => onStats(stats)), [stats, onStats]);
  return null;
}

export default function HomeData({ online, date, onStats, onCompleted }: HomeDataProps) {
  'use memo';
  // A query's first render and subscription are Apollo's first use of its code: on a
  // cheap phone, each is a long task. The stats start one commit after the ticks, so the
  // two queries' work falls into separate tasks instead of one twice as long.
  const [statsStarted, setStatsStarted] = useState(false);
  useEffect(() => startTransition(() => setStatsStarted(true)), []);
  return (
    <>
      <CompletionsData online={online} date={date} onCompleted={onCompleted} />
      {statsStarted && <StatsData online={online} date={date} onStats={onStats} />}
    </>
  );
}
