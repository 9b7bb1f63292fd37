// The one provider: Mantine (theme, colour scheme, toasts) and Apollo.
import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { createApolloClient } from '../shared/apollo/createApolloClient.ts';
import { showPendingToast, TOAST_MS } from '../shared/ui/toast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The stored choice (light/dark/auto) wins; 'auto' follows the system.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

function ToastHost() {
  // Spec section 2: top on phones, bottom-right on wider screens; one at a time.
  const wide = useMediaQuery('(min-width: 48em)', true);
  useEffect(showPendingToast, []);
  return (
    <Notifications
      position={wide ? 'bottom-right' : 'top-center'}
      limit={1}
      autoClose={TOAST_MS}
      containerWidth={420}
      zIndex={1000}
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
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
