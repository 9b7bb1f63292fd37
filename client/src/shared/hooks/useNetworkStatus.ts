// Whether the browser has a network connection, live (issue 30): the offline banner shows
// within moments of losing it while the page is open, not only after a reload.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useNetworkStatus(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
