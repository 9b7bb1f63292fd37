// Tracks the geolocation permission (prompt, granted, denied) where the
// browser exposes it, so a blocked state disables the button up front.
import { useEffect, useState } from 'react';

export type GeoPermission = 'prompt' | 'granted' | 'denied';

export function useGeolocationPermission(): [GeoPermission, (state: GeoPermission) => void] {
  const [permission, setPermission] = useState<GeoPermission>('prompt');
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const sync = () => status && setPermission(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        sync();
        result.addEventListener('change', sync);
      })
      .catch(() => {
        // Safari before 16 has no geolocation permission query: stay 'prompt'.
      });
    return () => status?.removeEventListener('change', sync);
  }, []);
  return [permission, setPermission];
}
