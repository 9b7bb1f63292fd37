// The one provider: Mantine (theme, colour scheme, toasts) and Apollo.
import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { withAnalyticsLink } from '../features/analytics/analyticsLink.ts';
import { createApolloClient } from '../shared/apollo/createApolloClient.ts';
import { showPendingToast, TOAST_MS } from '../shared/ui/toast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The stored choice (light/dark/auto) wins; 'auto' follows the system.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

// The toast container (with its transitions, swipe and scroll-bar handling) is not needed
// for the first paint: it loads as its own chunk. Toasts shown before it arrives wait in
// the notifications store and appear when it mounts.
const Notifications = lazy(() => import('./ToastContainer.tsx'));

function ToastHost() {
  // Spec section 2: top on phones, bottom-right on wider screens; one at a time.
  const wide = useMediaQuery('(min-width: 48em)', true);
  useEffect(showPendingToast, []);
  return (
    <Suspense fallback={null}>
      <Notifications
        position={wide ? 'bottom-right' : 'top-center'}
        limit={1}
        autoClose={TOAST_MS}
        containerWidth={420}
        zIndex={1000}
      />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  // The analytics link only watches results (feature use, milestones).
  const [client] = useState(() => withAnalyticsLink(createApolloClient()));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <ToastHost />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
