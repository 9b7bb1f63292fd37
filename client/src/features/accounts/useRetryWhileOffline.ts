// While the server is unreachable, try again every 30 s and whenever the
// browser says the network is back. Returns a counter to re-run sign-in on.
import { useCallback, useEffect, useState } from 'react';

const RETRY_MS = 30_000;

export function useRetryWhileOffline(offline: boolean): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [offline, retry]);
  return [attempt, retry];
}
