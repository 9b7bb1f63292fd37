// Sending a tick from the outbox (shared/offline/outbox.ts): the completion joins the
// day's cached list, today's and the week's counts go up, then the stats are asked
// again. The row shows the tick from the tap on (the outbox's pending write).
import { graphql } from '../../gql/gql.ts';
import type { ApolloClient } from '@apollo/client';
import type { PrayerName } from '../../gql/graphql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import type { OutboxSender } from '../../shared/offline/outbox.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { PrayerCompletionsQuery } from './prayerCompletions.ts';
import { adjustCachedStats } from './adjustCachedStats.ts';
import { t } from '../../shared/i18n/i18n.ts';

const CompletePrayerMutation = graphql(`
  mutation CompletePrayer($date: String!, $prayer: PrayerName!, $onTime: Boolean, $idempotencyKey: String) {
    completePrayer(date: $date, prayer: $prayer, onTime: $onTime, idempotencyKey: $idempotencyKey) {
      id
      date
      prayer
      onTime
      createdAt
    }
  }
`);

export async function completePrayer(client: ApolloClient, date: string, prayer: PrayerName, onTime: boolean, idempotencyKey: string): Promise<void> {
  await client.mutate({
    mutation: CompletePrayerMutation,
    variables: { date, prayer, onTime, idempotencyKey },
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
  });
}

export const tickSender: OutboxSender = {
  send: (client, write, key) => completePrayer(client, write.date, write.prayer as PrayerName, write.onTime === true, key),
  refused(_write, error) {
    console.error('Failed to complete prayer', error);
    // The server's reason (a prayer that has not begun yet, for instance).
    showToast({ title: t('home.completeFailed'), message: userMessage(error, t('common.tryAgain')), destructive: true });
  },
};
