// App entry of spec sections 2 and 4, decisions 1–2: decides who this browser
// is. A private link in the URL signs in as its owner; otherwise the session
// cookie's user; otherwise the stored link (redirect) or a new anonymous user.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';
import type { UserFieldsFragment } from '../../gql/graphql.ts';
import { errorCode, isUnreachable } from '../../shared/apollo/errorCode.ts';
import { LONDON, type AppUser } from '../../shared/user/appUser.ts';
import { clearIdentity, readLinkId, storeIdentity } from '../../shared/user/identityStorage.ts';
import { readCampaignParams } from './campaignParams.ts';

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

const OpenPrivateLinkMutation = graphql(`
  mutation OpenPrivateLink($linkId: String!) {
    openPrivateLink(linkId: $linkId) {
      ...UserFields
    }
  }
`);

const CreateAnonymousUserMutation = graphql(`
  mutation CreateAnonymousUser($input: AnonymousUserInput) {
    createAnonymousUser(input: $input) {
      ...UserFields
    }
  }
`);

export type SignInOutcome =
  | { kind: 'signedIn'; user: AppUser }
  /** Go to this user's private link (path after /u/{linkId} is kept by the caller). */
  | { kind: 'redirect'; linkId: string }
  | { kind: 'offline' };

function signedIn(client: ApolloClient, user: UserFieldsFragment): SignInOutcome {
  storeIdentity(user.id, user.linkId);
  client.writeQuery({ query: MeQuery, data: { me: user } });
  return { kind: 'signedIn', user };
}

async function createAnonymousUser(client: ApolloClient): Promise<SignInOutcome> {
  const { data } = await client.mutate({
    mutation: CreateAnonymousUserMutation,
    variables: { input: { location: LONDON, utm_params: readCampaignParams() } },
  });
  if (!data) return { kind: 'offline' };
  signedIn(client, data.createAnonymousUser);
  return { kind: 'redirect', linkId: data.createAnonymousUser.linkId };
}

async function attempt(client: ApolloClient, urlLinkId: string | null): Promise<SignInOutcome> {
  if (urlLinkId) {
    storeIdentity(null, urlLinkId);
    try {
      const { data } = await client.mutate({ mutation: OpenPrivateLinkMutation, variables: { linkId: urlLinkId } });
      if (data) return signedIn(client, data.openPrivateLink);
    } catch (error) {
      const code = errorCode(error);
      if (code !== 'NOT_FOUND' && code !== 'BAD_USER_INPUT') throw error;
      // The link is unknown: forget it and start a fresh anonymous space.
      clearIdentity();
      return createAnonymousUser(client);
    }
  }
  const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
  if (data?.me) return signedIn(client, data.me);
  const storedLinkId = readLinkId();
  if (storedLinkId) return { kind: 'redirect', linkId: storedLinkId };
  return createAnonymousUser(client);
}

export async function signIn(client: ApolloClient, urlLinkId: string | null): Promise<SignInOutcome> {
  try {
    return await attempt(client, urlLinkId);
  } catch (error) {
    // Unreachable server: the app runs from the cached user. Other failures
    // (masked server errors) are logged and treated the same way.
    if (!isUnreachable(error)) console.error('sign-in failed', error);
    return { kind: 'offline' };
  }
}
