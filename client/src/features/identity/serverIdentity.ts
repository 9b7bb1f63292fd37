// What the identity gate does with the Apollo Client, loaded with it after the first
// paint (shared/apollo/appClient.ts): the sign-in, and the signed-in user as the cache
// holds it (mutations that return the user, such as saving an e-mail, update it there).
import type { ApolloClient } from '@apollo/client';
import type { UserFieldsFragment } from '../../gql/graphql.ts';
import { MeQuery } from './signIn.ts';

export { takeSignIn } from './signIn.ts';

/** Calls `onUser` with the cached `me` now and whenever it changes; returns the unsubscribe. */
export function watchMe(client: ApolloClient, onUser: (user: UserFieldsFragment) => void): () => void {
  const subscription = client.watchQuery({ query: MeQuery, fetchPolicy: 'cache-only' }).subscribe((result) => {
    if (result.dataState === 'complete' && result.data.me) onUser(result.data.me);
  });
  return () => subscription.unsubscribe();
}

/** Asks the server for `me` again (after a profile change, on focus); failures are the offline banner's job. */
export async function refetchMe(client: ApolloClient): Promise<void> {
  await client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
}
