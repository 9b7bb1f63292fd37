// One fix from the device's GPS (navigator.geolocation) for 'Near me' on the
// find page (issue 33, item 7). The position is used for the one search only and
// never saved; a refusal, a timeout or no GPS says so in a toast.
import { useState } from 'react';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

export interface Fix {
  latitude: number;
  longitude: number;
}

export function useDevicePosition() {
  const [locating, setLocating] = useState(false);
  const failed = () => {
    setLocating(false);
    showToast({ title: t('mosque2.gpsFailed'), destructive: true });
  };
  return {
    locating,
    /** Asks for one fix (10 s at most) and hands it on. */
    locate(onFix: (fix: Fix) => void) {
      if (!('geolocation' in navigator) || !window.isSecureContext) return failed();
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          setLocating(false);
          onFix({ latitude: coords.latitude, longitude: coords.longitude });
        },
        failed,
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
      );
    },
  };
}
