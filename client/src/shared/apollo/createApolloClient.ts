// One Apollo Client for the app: queries and mutations over HTTP (cookies
// included, so the pc_session cookie identifies the user), subscriptions over
// graphql-ws on the same /graphql path; failures' toasts from one link (failureToastLink.ts).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { cursorFeedPolicy } from './cursorFeedPolicy.ts';
import { failureToastLink } from './failureToastLink.ts';

/**
 * graphql-ws and its link load with the first subscription, not with the first page:
 * they are not needed to paint Home. One link is created and shared, as before.
 */
function lazyWebSocketLink(): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  const load = () => (link ??= import('./webSocketLink.ts').then((m) => m.createWebSocketLink()));
  return new ApolloLink((operation, forward) => from(load()).pipe(mergeMap((ws) => ws.request(operation, forward))));
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const wsLink = lazyWebSocketLink();
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );
  // A failure's toast is shown once, here, for every operation that names one.
  const link = ApolloLink.from([failureToastLink, transport]);
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
        // The cursor-paginated feeds: pages append to one list per sort order.
        Query: { fields: { ummahPosts: cursorFeedPolicy(), duas: cursorFeedPolicy() } },
        // Singletons without ids: keep them under their parent query field.
        PrayerStats: { keyFields: [] },
        UsersOnline: { keyFields: [] },
        Location: { keyFields: false },
        PrayerSettings: { keyFields: false },
        PrayerOffsets: { keyFields: false },
      },
    }),
  });
}
