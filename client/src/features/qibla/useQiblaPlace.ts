// Where the Qibla is computed from: the user's saved location; without one,
// the browser's position (high accuracy, 10 s, no cached fix: spec section 9).
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';

export interface QiblaPlace {
  latitude: number;
  longitude: number;
  name: string;
}

export function useQiblaPlace(): { place: QiblaPlace | null; error: string | null } {
  const { location } = useCurrentUser().user;
  const saved = location && (location.latitude !== 0 || location.longitude !== 0) ? location : null;
  const [found, setFound] = useState<QiblaPlace | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (saved) return;
    const fail = () => setError('Unable to get location. Please enable location services.');
    if (!('geolocation' in navigator)) return fail();
    navigator.geolocation.getCurrentPosition(
      (p) => setFound({ latitude: p.coords.latitude, longitude: p.coords.longitude, name: 'Your current position' }),
      fail,
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  }, [saved]);
  if (saved) return { place: { latitude: saved.latitude, longitude: saved.longitude, name: saved.name }, error: null };
  return { place: found, error };
}
