// The day's completed prayers: read by the checklist, updated by the
// complete/uncomplete hooks.
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

export function useCompletedPrayers(date: string, online: boolean): Set<PrayerName> {
  'use memo';
  const { data } = useQuery(PrayerCompletionsQuery, {
    variables: { date },
    skip: !useCommittedValue(online),
    fetchPolicy: 'cache-and-network',
  });
  return new Set((data?.prayerCompletions ?? []).map((c) => c.prayer));
}
