// App entry of spec sections 2 and 4, decisions 1–2: decides who this browser
// is. A private link in the URL signs in as its owner; otherwise the session
// cookie's user; otherwise the stored link (redirect) or a new anonymous user.
//
// The sign-in goes over plain fetch (shared/graphql/postGraphQL.ts), started once the first
// screen is shown (startSignIn): it does not wait for the Apollo Client's chunk, and its answers
// cost a JSON parse instead of the client's first-operation work on a cheap phone's main
// thread. The signed-in user enters the client's cache when the client arrives
// (serverIdentity.ts). The operations are codegen's (signInOperations.ts defines them).
import { CreateAnonymousUserDocument, HeldSpaceDocument, MeDocument, OpenPrivateLinkDocument, type UserFieldsFragment } from '../../gql/graphql.ts';
import { GraphQLRequestError, postGraphQL } from '../../shared/graphql/postGraphQL.ts';
import { firstPaint } from '../../shared/firstPaint.ts';
import { isPublicPath, linkIdFromPath, pathWithoutPrefix } from '../../shared/routing/linkPrefix.ts';
import { LONDON } from '../../entities/users/appUser.ts';
import { clearIdentity, readLinkId, storeIdentity } from '../../entities/users/identityStorage.ts';
import { readCampaignParams, saveCampaignParams } from '../../shared/campaign/campaignParams.ts';

export type SignInOutcome =
  | { kind: 'signedIn'; user: UserFieldsFragment }
  /** Go to this user's private link (path after /u/{linkId} is kept by the caller). */
  | { kind: 'redirect'; linkId: string }
  /** A new anonymous user, already signed in by the answer's cookie: go to its link. */
  | { kind: 'created'; user: UserFieldsFragment; replacedLinkId?: string }
  /** The link is another space than the one this browser holds, which has data: ask first (issue 31). */
  | { kind: 'askSwitch'; linkId: string; ownLinkId: string }
  | { kind: 'offline' };

/** Links the user chose to open although this browser holds another space. */
const switchConfirmed = new Set<string>();

/** 'Open it': the next sign-in with this link opens it. */
export function confirmSwitch(linkId: string): void {
  switchConfirmed.add(linkId);
}

/**
 * A page on another site can send a signed-in user to someone else's link: the space
 * this browser holds is asked about (only when it stored a different link) before the
 * link is opened, since opening it moves the session.
 */
async function otherSpaceHeld(urlLinkId: string): Promise<string | null> {
  const stored = readLinkId();
  if (!stored || stored === urlLinkId || switchConfirmed.has(urlLinkId)) return null;
  const held = (await postGraphQL(HeldSpaceDocument)).me;
  return held && held.linkId !== urlLinkId && held.holdsData ? held.linkId : null;
}

function signedIn(user: UserFieldsFragment): SignInOutcome {
  storeIdentity(user.id, user.linkId);
  return { kind: 'signedIn', user };
}

/** `replacedLinkId`: the link this device held, which the server no longer knows (the screen says so). */
async function createAnonymousUser(replacedLinkId?: string): Promise<SignInOutcome> {
  const data = await postGraphQL(CreateAnonymousUserDocument, {
    input: { location: LONDON, utm_params: readCampaignParams() },
  });
  signedIn(data.createAnonymousUser);
  return { kind: 'created', user: data.createAnonymousUser, replacedLinkId };
}

/** Opens a private link in place; an unknown one is forgotten and a fresh space starts. */
async function openLink(linkId: string): Promise<SignInOutcome> {
  storeIdentity(null, linkId);
  try {
    const data = await postGraphQL(OpenPrivateLinkDocument, { linkId });
    return signedIn(data.openPrivateLink);
  } catch (error) {
    const code = error instanceof GraphQLRequestError ? error.code : undefined;
    if (code !== 'NOT_FOUND' && code !== 'BAD_USER_INPUT') throw error;
    // The link is unknown (deleted on another device, or mistyped): forget it, start a
    // fresh anonymous space, and say so (issue 42 item 10) instead of changing silently.
    clearIdentity();
    return createAnonymousUser(linkId);
  }
}

/**
 * `publicPage`: the page is meant to be shared and carries no link (issue 40 item 1); the
 * browser's own stored link is then opened in place instead of moving the address to it.
 */
async function attempt(urlLinkId: string | null, publicPage: boolean): Promise<SignInOutcome> {
  if (urlLinkId) {
    const ownLinkId = await otherSpaceHeld(urlLinkId);
    if (ownLinkId) return { kind: 'askSwitch', linkId: urlLinkId, ownLinkId };
    return openLink(urlLinkId);
  }
  const data = await postGraphQL(MeDocument);
  if (data.me) return signedIn(data.me);
  const storedLinkId = readLinkId();
  if (storedLinkId) return publicPage ? openLink(storedLinkId) : { kind: 'redirect', linkId: storedLinkId };
  return createAnonymousUser();
}

export async function signIn(urlLinkId: string | null, publicPage = false): Promise<SignInOutcome> {
  try {
    return await attempt(urlLinkId, publicPage);
  } catch (error) {
    // Unreachable server (fetch's TypeError): the app runs from the cached user. Refusals
    // and answers that are not GraphQL are logged and treated the same way.
    if (!(error instanceof TypeError)) console.error('sign-in failed', error);
    return { kind: 'offline' };
  }
}

/**
 * Every sign-in waits for the first paint, so that its answer, which re-renders the whole
 * tree, never lands while the first screen is still rendering. Later ones go at once.
 */
const signInAfterPaint = (linkId: string | null, publicPage: boolean) => firstPaint.then(() => signIn(linkId, publicPage));

let early: { linkId: string | null; publicPage: boolean; outcome: Promise<SignInOutcome> } | null = null;

/**
 * The link a page's address signs in with: none on a public page, even one entered with a
 * /u/{linkId} prefix (an address shared before issue 40 item 1): whoever opens it keeps their
 * own space, and the prefix is dropped from the address bar (IdentityGate).
 */
export function signInLinkOf(pathname: string): { linkId: string | null; publicPage: boolean } {
  const publicPage = isPublicPath(pathWithoutPrefix(pathname));
  return { linkId: publicPage ? null : linkIdFromPath(pathname), publicPage };
}

/**
 * Takes the address the app was opened at (from main.tsx, before the router can change
 * it) and starts its sign-in once the first screen is shown: Home paints from the cached
 * user or London's times without it, and its requests would otherwise compete with what
 * the paint needs. It then runs while the Apollo Client's chunk loads.
 */
export function startSignIn(landing: { pathname: string; search: string }): void {
  // Saved first: a new anonymous user's payload carries them.
  saveCampaignParams(landing.search);
  // A mailed link's page (EmailLinkScreen) asks and signs in itself: no space is made for it first.
  if (landing.pathname.startsWith('/email/')) return;
  const { linkId, publicPage } = signInLinkOf(landing.pathname);
  early = { linkId, publicPage, outcome: signInAfterPaint(linkId, publicPage) };
}

/** The early sign-in's outcome, once, when it was for this link and kind of page; otherwise a new sign-in. */
export function takeSignIn(urlLinkId: string | null, publicPage: boolean): Promise<SignInOutcome> {
  const started = early;
  early = null;
  return started && started.linkId === urlLinkId && started.publicPage === publicPage
    ? started.outcome
    : signInAfterPaint(urlLinkId, publicPage);
}
