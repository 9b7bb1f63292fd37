// The frame of every screen: a centered column (max 560 px) above the fixed
// bottom navigation, with the offline banner when the server is away.
import { Box, Center, Container, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useCurrentUser } from '../shared/user/CurrentUserContext.tsx';
import { Outlet } from 'react-router-dom';
import { AnalyticsTracker } from '../features/analytics/AnalyticsTracker.tsx';
import { LanguageSync } from './LanguageSync.tsx';
import { IdentityGate } from '../features/identity/IdentityGate.tsx';
import { BottomNav } from './BottomNav.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useT } from '../shared/i18n/useT.ts';

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
  return (
    <IdentityGate>
      <AnalyticsTracker />
      <LanguageSync />
      <Main>
        <Container size={560} px="md" pt="md">
          <OfflineBanner />
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('common.loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Container>
      </Main>
      <BottomNav />
    </IdentityGate>
  );
}
