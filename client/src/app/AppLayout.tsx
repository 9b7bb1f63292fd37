// The frame of every screen: a centered column (max 560 px) above the fixed
// bottom navigation, with the offline banner when the server is away.
import { Box, Center, Container, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useCurrentUser } from '../entities/users/CurrentUserContext.tsx';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { LanguageSync } from './LanguageSync.tsx';
import { IdentityGate } from '../features/accounts/IdentityGate.tsx';
import { BottomNav } from './BottomNav.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useT } from '../shared/i18n/useT.ts';
import { lazyWithClient, WithClientWhenReady } from '../shared/apollo/WithClient.tsx';

// The followed mosque's times for every screen (issue 33): its own chunk, once the Apollo Client has arrived.
const FollowedMosqueSync = lazyWithClient(() => import('../features/mosque/FollowedMosqueSync.tsx'));

// First-party analytics (docs/analytics.md): after the first paint, with the Apollo Client, not
// in Home's first load (2.9 kB gzip). Results that come before it mounts wait in tracker.ts.
const AnalyticsTracker = lazyWithClient(() => import('../features/analytics/AnalyticsTracker.tsx').then((m) => ({ default: m.AnalyticsTracker })));

/** The main landmark, marked with the identity state (tests and styles read it). */
function Main({ children }: { children: ReactNode }) {
  const { online, signingIn } = useCurrentUser();
  const state = signingIn ? 'signing-in' : online ? 'online' : 'offline';
  return (
    <Box component="main" pb={96} data-identity={state}>
      {children}
    </Box>
  );
}

export function AppLayout() {
  'use memo';
  const t = useT();
  const { pathname } = useLocation();
  return (
    <IdentityGate>
      <Suspense fallback={null}>
        <AnalyticsTracker />
      </Suspense>
      <LanguageSync />
      <WithClientWhenReady>
        <FollowedMosqueSync />
      </WithClientWhenReady>
      <Main>
        <Container size={560} px="md" pt="md">
          <OfflineBanner />
          {/* Keyed by the path: another screen starts without the last one's error. */}
          <ScreenErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label={t('common.loading')} />
                </Center>
              }
            >
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Container>
      </Main>
      <BottomNav />
    </IdentityGate>
  );
}
