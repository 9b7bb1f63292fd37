// The consent state for React: the switch and the browser's signals, updated
// when the switch changes in this tab or another.
import { useSyncExternalStore } from 'react';
import { browserOptsOut, onConsentChange, switchOn } from './consent.ts';

function subscribe(listener: () => void): () => void {
  const off = onConsentChange(listener);
  window.addEventListener('storage', listener);
  return () => {
    off();
    window.removeEventListener('storage', listener);
  };
}

export interface TrackingConsent {
  switchOn: boolean;
  browserOptsOut: boolean;
  allowed: boolean;
}

export function useTrackingConsent(): TrackingConsent {
  const on = useSyncExternalStore(subscribe, switchOn);
  const optsOut = browserOptsOut();
  return { switchOn: on, browserOptsOut: optsOut, allowed: on && !optsOut };
}
