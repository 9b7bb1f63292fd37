// Sending an untick from the outbox (shared/offline/outbox.ts): the prayer leaves the
// day's cached list, the cached counts go down, then the stats are asked again. An
// untick needs no key: removing what is already gone changes nothing, and the outbox
// sends writes in the order they were made.
import { graphql } from '../../gql/gql.ts';
import type { ApolloClient } from '@apollo/client';
import type { PrayerName } from '../../gql/graphql.ts';
import type { OutboxSender } from '../../shared/offline/outbox.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { adjustCachedStats } from './adjustCachedStats.ts';
import { PrayerCompletionsQuery } from './prayerCompletions.ts';
import { t } from '../../shared/i18n/i18n.ts';

const UncompletePrayerMutation = graphql(`
  mutation UncompletePrayer($date: String!, $prayer: PrayerName!) {
    uncompletePrayer(date: $date, prayer: $prayer)
  }
`);

export async function uncompletePrayer(client: ApolloClient, date: string, prayer: PrayerName): Promise<void> {
  await client.mutate({
    mutation: UncompletePrayerMutation,
    variables: { date, prayer },
    update(cache) {
      let removed = false;
      cache.updateQuery({ query: PrayerCompletionsQuery, variables: { date } }, (current) => {
        if (!current?.prayerCompletions.some((c) => c.prayer === prayer)) return current;
        removed = true;
        return { prayerCompletions: current.prayerCompletions.filter((c) => c.prayer !== prayer) };
      });
      if (removed) adjustCachedStats(cache, -1);
    },
    refetchQueries: ['PrayerStats'],
  });
}

export const untickSender: OutboxSender = {
  send: (client, write) => uncompletePrayer(client, write.date, write.prayer as PrayerName),
  refused(_write, error) {
    console.error('Failed to uncomplete prayer', error);
    showToast({ title: t('home.uncompleteFailed'), message: t('common.tryAgain'), destructive: true });
  },
};
