// The frame of every screen: a centered column (max 560 px) above the fixed
// bottom navigation, with the offline banner when the server is away.
import { Box, Center, Container, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AnalyticsTracker } from '../features/analytics/AnalyticsTracker.tsx';
import { IdentityGate } from '../features/identity/IdentityGate.tsx';
import { BottomNav } from './BottomNav.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

export function AppLayout() {
  return (
    <IdentityGate>
      <AnalyticsTracker />
      <Box component="main" pb={96}>
        <Container size={560} px="md" pt="md">
          <OfflineBanner />
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <BottomNav />
    </IdentityGate>
  );
}
