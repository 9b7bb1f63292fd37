// The subscriptions link: graphql-ws on the same /graphql path. Loaded on the first
// subscription (see createApolloClient), so pages that subscribe to nothing never load it.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { notifyReconnected } from './liveConnection.ts';

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export function createWebSocketLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      // Connect only when a subscription starts; retry quietly while the
      // server is away (the app keeps working offline).
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries))),
      // A retry that connects means events were missed while away: the live feeds catch up.
      on: { connected: (_socket, _payload, wasRetry) => wasRetry && notifyReconnected() },
    }),
  );
}
