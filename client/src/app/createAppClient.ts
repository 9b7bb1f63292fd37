// The Apollo Client as the app builds it, in the chunk that arrives after the first
// paint (shared/apollo/appClient.ts): the analytics link in front, and the sign-in
// started at once, so its round trips begin the moment the client exists: in a task of
// its own (Apollo's first operation does one-time work), apart from the evaluation of
// the chunk, so that neither is one long task on a cheap phone.
import type { ApolloClient } from '@apollo/client';
import { withAnalyticsLink } from '../features/analytics/analyticsLink.ts';
import { startSignIn } from '../features/identity/signIn.ts';
import { createApolloClient } from '../shared/apollo/createApolloClient.ts';

/** Resolves once the sign-in has started, so that the identity gate finds it under way. */
export function createAppClient(landing: { pathname: string; search: string }): Promise<ApolloClient> {
  const client = withAnalyticsLink(createApolloClient());
  return new Promise((resolve) => {
    setTimeout(() => {
      startSignIn(client, landing);
      resolve(client);
    }, 0);
  });
}
