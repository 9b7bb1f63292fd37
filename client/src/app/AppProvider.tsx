// The one provider: Lingui, direction, Mantine (theme, colour scheme, toasts). Apollo's
// provider sits lower, around the parts that use server data (shared/apollo/WithClient.tsx).
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '../shared/lazyPart.ts';
import { startAppClient } from '../shared/apollo/appClient.ts';
import { firstPaint, watchFirstPaint } from '../shared/firstPaint.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { TOAST_MS } from '../shared/ui/toast.ts';
import { DirectionSync } from './DirectionSync.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import toastClasses from './ToastHost.module.css';

// The stored choice (light/dark/auto) wins; 'auto' follows the system.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });

// The toast container (with its transitions, swipe and scroll-bar handling) is not needed
// for the first paint: it loads as its own chunk with the first toast, which waits in the
// notifications store and appears when the container mounts.
const Notifications = lazyPart(() => import('./ToastContainer.tsx'));

/** True from the first toast on: until then the container's chunk is neither loaded nor run. */
function useHadToast(): boolean {
  const { notifications, queue } = useNotifications();
  const [had, setHad] = useState(false);
  if (!had && notifications.length + queue.length > 0) setHad(true);
  return had;
}

function ToastHost() {
  // Spec section 2: top on phones, bottom-right on wider screens; one at a time
  // (showToast also clears the queue, so a new toast replaces the shown one).
  const wide = useMediaQuery('(min-width: 48em)', true);
  if (!useHadToast()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position={wide ? 'bottom-right' : 'top-center'}
        limit={1}
        autoClose={TOAST_MS}
        containerWidth={420}
        zIndex={1000}
        classNames={{ root: toastClasses.root }}
      />
    </Suspense>
  );
}

/** Watches for the first screen's paint (firstPaint.ts); the Apollo Client loads after it (appClient.ts). */
function useClientAfterFirstPaint(): void {
  useEffect(() => {
    void firstPaint.then(startAppClient);
    return watchFirstPaint();
  }, []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  useClientAfterFirstPaint();
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider detectDirection>
        <DirectionSync />
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          <ToastHost />
          {children}
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
