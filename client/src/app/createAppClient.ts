// The Apollo Client as the app builds it, in the chunk that arrives after the first
// paint (shared/apollo/appClient.ts): the analytics link in front. The sign-in does not
// wait for it (features/identity/signIn.ts).
import type { ApolloClient } from '@apollo/client';
import { withAnalyticsLink } from '../features/analytics/analyticsLink.ts';
import { createApolloClient } from '../shared/apollo/createApolloClient.ts';

export function createAppClient(): ApolloClient {
  return withAnalyticsLink(createApolloClient());
}
