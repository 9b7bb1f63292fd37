// The day's completed prayers: read for the checklist (HomeData.tsx), updated by
// completePrayer and uncompletePrayer. Offline, the ones last known still show (from a
// copy kept on the device, so after a reload too), and ticks made offline lay over them.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { PrayerName } from '../../gql/graphql.ts';
import { useCommittedValue } from '../../shared/hooks/useCommittedValue.ts';
import { readJson, writeJson } from '../../shared/storage/safeStorage.ts';

export const PrayerCompletionsQuery = graphql(`
  query PrayerCompletions($date: String!) {
    prayerCompletions(date: $date) {
      id
      date
      prayer
      onTime
      createdAt
    }
  }
`);

const KEPT = 'completions';

interface KeptCompletions {
  date: string;
  prayers: PrayerName[];
}

/** The day's completed prayers; undefined until known (never asked, and offline). */
export function useCompletedPrayers(date: string, online: boolean): ReadonlySet<PrayerName> | undefined {
  'use memo';
  const { data } = useQuery(PrayerCompletionsQuery, {
    variables: { date },
    skip: !useCommittedValue(online),
    fetchPolicy: 'cache-and-network',
  });
  const prayers = data?.prayerCompletions.map((c) => c.prayer);
  const known = prayers?.join();
  useEffect(() => {
    if (prayers) writeJson(KEPT, { date, prayers } satisfies KeptCompletions);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` stands for `prayers`
  }, [date, known]);
  if (prayers) return new Set(prayers);
  const kept = online ? null : readJson<KeptCompletions>(KEPT);
  return kept?.date === date ? new Set(kept.prayers) : undefined;
}
