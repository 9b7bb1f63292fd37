// Holds the current user for the screens below it. Screens render at once from
// the cached user (prayer times never wait for the network); the server's
// answer replaces it, and with the server down the cache keeps the app going.
// The sign-in runs over plain fetch from the start (signIn.ts); the Apollo Client
// arrives after the first paint (shared/apollo/appClient.ts) and gets the user then.
import { Center, Loader } from '@mantine/core';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { appClient } from '../../shared/apollo/appClient.ts';
import { nothingToPaintYet } from '../../shared/firstPaint.ts';
import { linkIdFromPath, pathWithoutPrefix } from '../../shared/routing/linkPrefix.ts';
import type { AppUser } from '../../entities/users/appUser.ts';
import { CurrentUserContext, type CurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { readCachedUser, writeCachedUser } from '../../entities/users/userCache.ts';
import { campaignQuery } from '../../shared/campaign/campaignParams.ts';
import { offlineGuest } from './offlineGuest.ts';
import { confirmSwitch, signInLinkOf, takeSignIn, type SignInOutcome } from './signIn.ts';

import { useRefreshOnFocus } from './useRefreshOnFocus.ts';
import { useRetryWhileOffline } from './useRetryWhileOffline.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useNetworkStatus } from '../../shared/hooks/useNetworkStatus.ts';

type Status = 'pending' | 'online' | 'offline';

/** How long the 'space no longer exists' toast stays: it explains a new, empty space. */
const SPACE_GONE_MS = 15_000;
const SwitchSpaceDialog = lazyPart(() => import('./SwitchSpaceDialog.tsx'));

/** The client and the gate's code that uses it, fetched after the client (that is, after the first paint). */
const loadIdentity = () => appClient.then((client) => import('./serverIdentity.ts').then((identity) => [client, identity] as const));

/** The same user with the same fields (the sign-in's answer and the cache's copy of it are two objects). */
const sameUser = (a: AppUser | null, b: AppUser) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export function IdentityGate({ children }: { children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // A public page (issue 40 item 1) signs in by cookie or the stored link, never by its address.
  const { linkId: urlLinkId, publicPage } = signInLinkOf(location.pathname);
  const [status, setStatus] = useState<Status>('pending');
  const [signedInLinkId, setSignedInLinkId] = useState<string | null>(null);
  const [fallbackUser] = useState<AppUser | null>(readCachedUser);
  const [attempt, retry] = useRetryWhileOffline(status === 'offline');
  // The browser's own word: the server cannot be reached without a network, so the
  // banner and the server features follow it at once while the page is open.
  const networkUp = useNetworkStatus();
  // The signed-in user: the sign-in's answer, then the cache's `me` as it changes.
  const [me, setMe] = useState<AppUser | null>(null);
  // A link to another space, while the user chooses whether to open it (issue 31).
  const [asking, setAsking] = useState<{ linkId: string; ownLinkId: string } | null>(null);
  const refetchMe = useCallback(async () => {
    const [client, identity] = await loadIdentity();
    await identity.refetchMe(client);
  }, []);
  useRefreshOnFocus(() => void refetchMe(), status === 'online');
  useEffect(() => {
    if (status !== 'online') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadIdentity().then(([client, identity]) => {
      // A changed `me` re-renders every screen: as a transition, like the sign-in's outcome.
      // (The cache also reports the user the sign-in wrote there: that is no change.)
      if (!cancelled) stop = identity.watchMe(client, (user) => startTransition(() => setMe((shown) => (sameUser(shown, user) ? shown : user))));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status]);

  // A public page entered under /u/{linkId} (an address shared before issue 40 item 1): the
  // address bar drops the prefix, so it is not shared again; the fragment (a mosque admin's
  // token) and the query stay.
  const prefixedPublicPage = publicPage && linkIdFromPath(location.pathname) !== null;
  useEffect(() => {
    if (!prefixedPublicPage) return;
    void navigate(`${pathWithoutPrefix(location.pathname)}${location.search}${location.hash}`, { replace: true });
  }, [prefixedPublicPage]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // Moving between tabs of the same private link needs no new sign-in.
    if (status === 'online' && (!urlLinkId || urlLinkId === signedInLinkId)) return;
    const settle = (outcome: SignInOutcome) => {
      if (outcome.kind === 'offline') {
        setStatus('offline');
        return;
      }
      if (outcome.kind === 'askSwitch') {
        setAsking({ linkId: outcome.linkId, ownLinkId: outcome.ownLinkId });
        return;
      }
      if (outcome.kind !== 'redirect') {
        setMe(outcome.user);
        setSignedInLinkId(outcome.user.linkId);
        setStatus('online');
        // A public page keeps its address: the space's link never joins it.
        if (outcome.kind === 'signedIn' || publicPage) return;
      }
      // A created user moves to its link already signed in (the effect then has nothing
      // to do: one round trip fewer on a first visit); a stored link is opened there.
      const linkId = outcome.kind === 'redirect' ? outcome.linkId : outcome.user.linkId;
      const rest = pathWithoutPrefix(location.pathname);
      const path = `/u/${linkId}${rest === '/' ? '' : rest}`;
      void navigate(`${path}${campaignQuery(location.search)}`, { replace: true });
    };
    let cancelled = false;
    // The outcome comes after the first paint (signIn.ts): it cannot hold the paint back.
    void takeSignIn(urlLinkId, publicPage).then((outcome) => {
      if (cancelled) return;
      // The whole tree re-renders with the user: as a transition, in slices that leave the
      // main thread free for taps between them.
      startTransition(() => settle(outcome));
      // The space this device held is gone: say what happened, longer than a usual toast.
      if (outcome.kind === 'created' && outcome.replacedLinkId)
        showToast({ title: t('identity.spaceGone.title'), message: t('identity.spaceGone.message'), duration: SPACE_GONE_MS });
      // The screens' queries and mutations find the user in the client's cache.
      if (outcome.kind === 'signedIn' || outcome.kind === 'created') {
        const { user } = outcome;
        void loadIdentity().then(([client, identity]) => identity.cacheMe(client, user));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [urlLinkId, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const serverUser = status === 'online' ? me : null;
  useEffect(() => {
    if (serverUser) writeCachedUser(serverUser);
  }, [serverUser]);

  const value = useMemo<CurrentUser | null>(() => {
    // A cached user of another private link must not show while signing in.
    const cached = fallbackUser && (!urlLinkId || fallbackUser.linkId === urlLinkId) ? fallbackUser : null;
    // A first visit to Home paints London's times at once instead of a spinner while
    // its anonymous account is created; server features switch on once signed in.
    // The community screens need the account, so they wait for it.
    const onHome = pathWithoutPrefix(location.pathname) === '/';
    const signingIn = !serverUser && !cached && status === 'pending' && onHome;
    const user = serverUser ?? cached ?? (status === 'offline' || signingIn ? offlineGuest(urlLinkId) : null);
    if (!user) return null;
    return {
      user,
      signingIn,
      online: status !== 'offline' && networkUp && !signingIn,
      refresh: async () => {
        if (status === 'online') await refetchMe();
        else retry();
      },
    };
  }, [serverUser, fallbackUser, status, networkUp, urlLinkId, refetchMe, retry, location.pathname]);

  // The spinner is no contentful paint: the sign-in it waits for must not wait for one.
  const waiting = !value;
  useEffect(() => {
    if (waiting) nothingToPaintYet();
  }, [waiting]);

  const question = asking && (
    <Suspense fallback={null}>
      <SwitchSpaceDialog
        onOpen={() => {
          confirmSwitch(asking.linkId);
          setAsking(null);
          retry();
        }}
        onStay={() => {
          setAsking(null);
          const rest = pathWithoutPrefix(location.pathname);
          void navigate(`/u/${asking.ownLinkId}${rest === '/' ? '' : rest}`, { replace: true });
        }}
      />
    </Suspense>
  );
  if (!value) {
    return (
      <Center h="100dvh">
        <Loader aria-label={t('common.loading')} />
        {question}
      </Center>
    );
  }
  return (
    <CurrentUserContext.Provider value={value}>
      {children}
      {question}
    </CurrentUserContext.Provider>
  );
}
