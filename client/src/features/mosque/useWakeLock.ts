// Keeps the display on while the prayer-hall screen is shown (Screen Wake Lock,
// where the browser has it). The lock is released when the page is hidden, so it
// is asked for again whenever the page becomes visible.
import { useEffect } from 'react';

export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!wakeLock) return undefined;
    let lock: { release(): Promise<void> } | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((l) => {
          if (stopped) void l.release();
          else lock = l;
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
