// Sending the day's reflection from the outbox (shared/offline/outbox.ts): it joins the
// cached list (its guidance already shows from the pending write) and the streak is asked
// again; toasts of spec section 8.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';
import type { Concern, Goal, Mood } from '../../gql/graphql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import type { OutboxSender } from '../../shared/offline/outbox.ts';
import type { OutboxWrite } from '../../shared/offline/outboxTypes.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const SaveReflectionMutation = graphql(`
  mutation SaveReflection($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!, $idempotencyKey: String) {
    saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern, idempotencyKey: $idempotencyKey) {
      ...ReflectionFields
    }
  }
`);

export interface ReflectionWrite extends OutboxWrite {
  kind: 'reflection';
  mood: Mood;
  goal: Goal;
  concern: Concern;
}

async function send(client: ApolloClient, write: OutboxWrite, idempotencyKey: string): Promise<void> {
  const { date, mood, goal, concern } = write as ReflectionWrite;
  await client.mutate({
    mutation: SaveReflectionMutation,
    variables: { date, mood, goal, concern, idempotencyKey },
    update(cache, { data }) {
      const saved = data?.saveReflection;
      if (!saved) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          reflections(existing: readonly { __ref: string }[], { toReference, readField }) {
            const ref = toReference(saved);
            if (!ref || existing.some((r) => readField('id', r) === saved.id)) return existing;
            // Newest date first, as the server sorts them.
            return [ref, ...existing];
          },
        },
      });
    },
    refetchQueries: ['ReflectionStreak'],
  });
  showToast({ title: t('reflect.saved'), message: t('reflect.savedBody') });
}

export const reflectionSender: OutboxSender = {
  send,
  refused(_write, error) {
    console.error('Failed to save reflection', error);
    showToast({ title: t('common.error'), message: userMessage(error, t('reflect.saveFailed')), destructive: true });
  },
};
