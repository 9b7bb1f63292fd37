// One Apollo Client for the app: queries and mutations over HTTP (cookies
// included, so the pc_session cookie identifies the user), subscriptions over
// graphql-ws on the same /graphql path.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const wsLink = new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      // Connect only when a subscription starts; retry quietly while the
      // server is away (the app keeps working offline).
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries))),
    }),
  );
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
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
