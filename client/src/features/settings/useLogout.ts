// Logout ends the session on the server (decision 4) and forgets this
// browser's ids; the app then starts over as a new visitor.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { clearIdentity } from '../../entities/users/identityStorage.ts';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export function useLogout() {
  const client = useApolloClient();
  const [mutate] = useMutation(LogoutMutation);
  return async (): Promise<void> => {
    try {
      await mutate();
    } catch (error) {
      // Offline: the ids are still forgotten here; the cookie ends with the next login.
      console.error('logout failed', error);
    }
    clearIdentity();
    await client.clearStore();
    window.location.assign('/');
  };
}
