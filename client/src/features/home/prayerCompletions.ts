// The day's completed prayers: read for the checklist (HomeData.tsx), updated by
// completePrayer and uncompletePrayer.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { PrayerName } from '../../gql/graphql.ts';
import { useCommittedValue } from '../../shared/hooks/useCommittedValue.ts';

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

/** The day's completed prayers; undefined until the server has said (or while offline). */
export function useCompletedPrayers(date: string, online: boolean): ReadonlySet<PrayerName> | undefined {
  'use memo';
  const { data } = useQuery(PrayerCompletionsQuery, {
    variables: { date },
    skip: !useCommittedValue(online),
    fetchPolicy: 'cache-and-network',
  });
  return data ? new Set(data.prayerCompletions.map((c) => c.prayer)) : undefined;
}
