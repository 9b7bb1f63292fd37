// Spec section 7: the user is refetched when the window regains focus, at most
// once every 5 s (stale after 5 s). The answer lands in the cache, where `me`
// is watched.
import { useWindowEvent } from '@mantine/hooks';
import { useRef } from 'react';

const STALE_MS = 5000;

export function useRefreshOnFocus(refresh: () => void, enabled: boolean): void {
  const last = useRef(0);
  useWindowEvent('focus', () => {
    if (!enabled || Date.now() - last.current < STALE_MS) return;
    last.current = Date.now();
    refresh();
  });
}
