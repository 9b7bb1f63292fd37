// App entry of spec sections 2 and 4, decisions 1–2: decides who this browser
// is. A private link in the URL signs in as its owner; otherwise the session
// cookie's user; otherwise the stored link (redirect) or a new anonymous user.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';
import type { UserFieldsFragment } from '../../gql/graphql.ts';
import { errorCode, isUnreachable } from '../../shared/apollo/errorCode.ts';
import { linkIdFromPath } from '../../shared/routing/linkPrefix.ts';
import { LONDON, type AppUser } from '../../shared/user/appUser.ts';
import { clearIdentity, readLinkId, storeIdentity } from '../../shared/user/identityStorage.ts';
import { readCampaignParams, saveCampaignParams } from '../../shared/campaign/campaignParams.ts';

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
  /** A new anonymous user, already signed in by the answer's cookie: go to its link. */
  | { kind: 'created'; user: AppUser }
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
  return { kind: 'created', user: data.createAnonymousUser };
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

let early: { linkId: string | null; outcome: Promise<SignInOutcome> } | null = null;

/**
 * Starts the sign-in before the first render (from main.tsx), so that its round trips
 * overlap the rendering of Home instead of following it: on a first visit the private
 * link then arrives with, or soon after, the first paint.
 */
export function startSignIn(client: ApolloClient, landing: { pathname: string; search: string }): void {
  // Saved first: a new anonymous user's payload carries them.
  saveCampaignParams(landing.search);
  const linkId = linkIdFromPath(landing.pathname);
  early = { linkId, outcome: signIn(client, linkId) };
}

/** The early sign-in's outcome, once, when it was for this link; otherwise a new sign-in. */
export function takeSignIn(client: ApolloClient, urlLinkId: string | null): Promise<SignInOutcome> {
  const started = early;
  early = null;
  return started && started.linkId === urlLinkId ? started.outcome : signIn(client, urlLinkId);
}
