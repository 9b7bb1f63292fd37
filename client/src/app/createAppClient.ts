// The Apollo Client as the app builds it, in the chunk that arrives after the first
// paint (shared/apollo/appClient.ts): the analytics link in front. The sign-in does not
// wait for it (features/accounts/signIn.ts). Writes kept offline (the outbox) start
// being sent with it.
import type { ApolloClient } from '@apollo/client';
import { withAnalyticsLink } from '../features/analytics/analyticsLink.ts';
import { tickSender } from '../features/home/completePrayer.ts';
import { untickSender } from '../features/home/uncompletePrayer.ts';
import { reflectionSender } from '../features/reflections/reflectionSender.ts';
import { createApolloClient } from '../shared/apollo/createApolloClient.ts';
import { refetchWhenOnline } from '../shared/apollo/refetchWhenOnline.ts';
import { startOutbox } from '../shared/offline/outbox.ts';
import { readCachedUser } from '../entities/users/userCache.ts';

export function createAppClient(): ApolloClient {
  const client = refetchWhenOnline(withAnalyticsLink(createApolloClient()));
  startOutbox(client, { tick: tickSender, untick: untickSender, reflection: reflectionSender }, () => readCachedUser()?.id);
  return client;
}
