// Screens that failed while offline load again by themselves when the connection returns
// (issue 30): every query a screen is showing is asked again, those that failed among them.
import type { ApolloClient } from '@apollo/client';

export function refetchWhenOnline(client: ApolloClient): ApolloClient {
  window.addEventListener('online', () => {
    void client.refetchQueries({ include: 'active' }).catch((error: unknown) => console.error('refetch after reconnect failed', error));
  });
  return client;
}
