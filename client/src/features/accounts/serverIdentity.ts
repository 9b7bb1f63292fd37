// What the identity gate does with the Apollo Client, loaded with it after the first
// paint (shared/apollo/appClient.ts): the signed-in user as the cache holds it (mutations
// that return the user, such as saving an e-mail, update it there), and asking again.
import type { ApolloClient } from '@apollo/client';
import type { MeQuery as MeData, UserFieldsFragment } from '../../gql/graphql.ts';
import { MeQuery } from './signInOperations.ts';

/**
 * Puts the user the sign-in returned into the cache, whole, as the client's own sign-in
 * would have: mutations answer with only the fields they change (updateProfile, for
 * instance, with the settings), and merge into this entry.
 */
export function cacheMe(client: ApolloClient, user: UserFieldsFragment): void {
  client.writeQuery({ query: MeQuery, data: { me: user } });
}

/**
 * Calls `onUser` whenever the cached `me` changes (a mutation that returns the user, or
 * asking again); returns the unsubscribe. A watch on the cache itself, not a query: the
 * gate already has the user, and a query's first read is a long task on a cheap phone.
 */
export function watchMe(client: ApolloClient, onUser: (user: UserFieldsFragment) => void): () => void {
  return client.cache.watch<MeData>({
    query: MeQuery,
    optimistic: true,
    immediate: false,
    callback: (diff) => {
      if (diff.complete && diff.result?.me) onUser(diff.result.me);
    },
  });
}

/** Asks the server for `me` again (after a profile change, on focus); failures are the offline banner's job. */
export async function refetchMe(client: ApolloClient): Promise<void> {
  await client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
}
