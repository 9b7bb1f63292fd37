// The Apollo Client as the app builds it, in the chunk that arrives after the first
// paint (shared/apollo/appClient.ts): the analytics link in front, and the sign-in
// started at once, so its round trips begin the moment the client exists.
import type { ApolloClient } from '@apollo/client';
import { withAnalyticsLink } from '../features/analytics/analyticsLink.ts';
import { startSignIn } from '../features/identity/signIn.ts';
import { createApolloClient } from '../shared/apollo/createApolloClient.ts';

export function createAppClient(landing: { pathname: string; search: string }): ApolloClient {
  const client = withAnalyticsLink(createApolloClient());
  startSignIn(client, landing);
  return client;
}
