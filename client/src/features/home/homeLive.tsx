// Home's parts that show server data, in the chunk that loads with the Apollo Client
// (shared/apollo/WithServer.tsx): the prayer stats and the day's ticks. Each renders
// the same card Home paints first, now with the data and the actions.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql/gql.ts';
import { isOnTime } from '../../prayer/index.ts';
import { useCommittedValue } from '../../shared/hooks/useCommittedValue.ts';
import { useCompletedPrayers } from './prayerCompletions.ts';
import { PrayerList } from './PrayerList.tsx';
import { StreakStrip } from './StreakStrip.tsx';
import { useCompletePrayer } from './useCompletePrayer.ts';
import { useUncompletePrayer } from './useUncompletePrayer.ts';
import type { PrayerDay } from './usePrayerDay.ts';

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

export function LiveStreakStrip({ online, date }: { online: boolean; date: string }) {
  'use memo';
  const { data, refetch } = useQuery(PrayerStatsQuery, { skip: !useCommittedValue(online), fetchPolicy: 'cache-and-network' });
  // A new day at the place (midnight passing on an open page) means new stats.
  const shownDate = useRef(date);
  useEffect(() => {
    if (shownDate.current === date) return;
    shownDate.current = date;
    if (online) void refetch();
  }, [date, online, refetch]);
  return <StreakStrip stats={data?.prayerStats} />;
}

export function LivePrayerList({ day, now, online }: { day: PrayerDay; now: Date; online: boolean }) {
  'use memo';
  const completed = useCompletedPrayers(day.date, online);
  const complete = useCompletePrayer();
  const uncomplete = useUncompletePrayer();
  const { times } = day;
  return (
    <PrayerList
      day={day}
      now={now}
      completed={completed}
      onToggle={
        online && times
          ? (prayer, done) => {
              if (done) void uncomplete(day.date, prayer);
              else void complete(day.date, prayer, isOnTime(times, prayer, new Date()));
            }
          : undefined
      }
    />
  );
}
