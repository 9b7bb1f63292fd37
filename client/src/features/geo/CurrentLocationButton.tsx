// 'Use Current Location': checks support and a secure context, asks for one
// fresh high-accuracy fix (10 s), names it through the server, and hands the
// location up. A blocked permission disables it with the spec's label and hint.
import { Button, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { buildLocation } from '../../entities/geo/buildLocation.ts';
import { toastInsecure, toastPositionError, toastProcessingFailed, toastUnsupported } from './geolocationToasts.tsx';
import { detectPlatform } from './platform.ts';
import { reverseGeocode } from '../../entities/geo/reverseGeocode.ts';
import { useGeolocationPermission } from './useGeolocationPermission.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

export function CurrentLocationButton({ onLocation }: { onLocation: (location: UserLocation) => void }) {
  const t = useT();
  const client = useApolloClient();
  const language = useLanguage();
  const [permission, setPermission] = useGeolocationPermission();
  const [locating, setLocating] = useState(false);
  const platform = detectPlatform();
  const blocked = permission === 'denied';

  const locate = () => {
    if (!('geolocation' in navigator)) return toastUnsupported();
    if (!window.isSecureContext) return toastInsecure();
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        setPermission('granted');
        try {
          const place = await reverseGeocode(client, coords.latitude, coords.longitude, language);
          onLocation(buildLocation({ ...place, latitude: coords.latitude, longitude: coords.longitude, elevation: coords.altitude }));
        } catch {
          toastProcessingFailed();
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) setPermission('denied');
        toastPositionError(error, platform);
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  };

  return (
    <>
      <Button
        fullWidth
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        onClick={locate}
        loading={locating}
        disabled={blocked}
        // The blocked label is long: let it wrap on a phone instead of being cut off.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      >
        {blocked ? t('location.blocked') : t('location.useCurrent')}
      </Button>
      {blocked && (
        <Text size="xs" c="dimmed">
          {t(`location.blockedHint.${platform}`)}
        </Text>
      )}
      {!blocked && platform === 'ios' && permission === 'prompt' && (
        <Text size="xs" c="dimmed">
          {t('location.iosAsk')}
        </Text>
      )}
    </>
  );
}
