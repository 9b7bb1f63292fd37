// Since when the prayer-hall screen has been offline (issue 44 item 1), kept across a
// reload (the screen may be reloaded, or the TV restarted, while the network is still gone).
import { useEffect, useState } from 'react';

const KEY = 'pc-hall-offline-since';

export function useOfflineSince(offline: boolean): Date | null {
  const [since, setSince] = useState<Date | null>(() => {
    const stored = Number(localStorage.getItem(KEY));
    return stored ? new Date(stored) : null;
  });
  // Adjusted while rendering (React's pattern for state that follows a prop), stored after.
  if (offline && !since) setSince(new Date());
  if (!offline && since) setSince(null);
  useEffect(() => {
    if (since) localStorage.setItem(KEY, String(since.getTime()));
    else localStorage.removeItem(KEY);
  }, [since]);
  return offline ? since : null;
}
