// Ticking a prayer: shows it done at once (optimistic), bumps today's and the
// week's count in the cached stats, then refetches the stats from the server.
// Part of Home's server chunk (prayerTicks.ts), with the client.
import { graphql } from '../../gql/gql.ts';
import type { ApolloClient } from '@apollo/client';
import type { PrayerName } from '../../gql/graphql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { PrayerCompletionsQuery } from './prayerCompletions.ts';
import { adjustCachedStats } from './adjustCachedStats.ts';
import { t } from '../../shared/i18n/i18n.ts';

const CompletePrayerMutation = graphql(`
  mutation CompletePrayer($date: String!, $prayer: PrayerName!, $onTime: Boolean) {
    completePrayer(date: $date, prayer: $prayer, onTime: $onTime) {
      id
      date
      prayer
      onTime
      createdAt
    }
  }
`);

export async function completePrayer(client: ApolloClient, date: string, prayer: PrayerName, onTime: boolean): Promise<void> {
  await client
    .mutate({
      mutation: CompletePrayerMutation,
      variables: { date, prayer, onTime },
      optimisticResponse: {
        completePrayer: {
          __typename: 'PrayerCompletion',
          id: `optimistic-${date}-${prayer}`,
          date,
          prayer,
          onTime,
          createdAt: new Date().toISOString(),
        },
      },
      update(cache, { data }) {
        const completion = data?.completePrayer;
        if (!completion) return;
        let added = false;
        cache.updateQuery({ query: PrayerCompletionsQuery, variables: { date } }, (current) => {
          const list = current?.prayerCompletions ?? [];
          if (list.some((c) => c.prayer === prayer)) return current;
          added = true;
          return { prayerCompletions: [...list, completion] };
        });
        if (added) adjustCachedStats(cache, +1);
      },
      refetchQueries: ['PrayerStats'],
    })
    .catch((error: unknown) => {
      console.error('Failed to complete prayer', error);
      // The server's reason when it refuses (a prayer that has not begun yet, for instance).
      showToast({ title: t('home.completeFailed'), message: userMessage(error, t('common.tryAgain')), destructive: true });
    });
}
