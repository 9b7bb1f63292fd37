// The geolocation toasts of spec sections 5 and 8 (destructive, 7 s).
import { List, Stack, Text } from '@mantine/core';
import { GEOLOCATION_ERROR_MS, showToast } from '../../shared/ui/toast.ts';
import type { Platform } from './platform.ts';

const geoError = (title: string, message: React.ReactNode) =>
  showToast({ title, message, destructive: true, duration: GEOLOCATION_ERROR_MS });

export const toastUnsupported = () =>
  geoError('Location not supported', "Your browser doesn't support geolocation. Please search for your city manually.");

export const toastInsecure = () =>
  geoError('Secure connection required', 'Location services require a secure connection. Please search for your city manually.');

export const toastProcessingFailed = () =>
  geoError('Error processing location', 'Failed to process your location. Please search for your city manually.');

function DeniedSteps({ platform }: { platform: Platform }) {
  return (
    <Stack gap={4}>
      <Text size="sm">Please enable location access in your browser settings.</Text>
      {platform === 'ios' && (
        <List size="sm" type="ordered">
          <List.Item>Open Settings</List.Item>
          <List.Item>Privacy &amp; Security</List.Item>
          <List.Item>Location Services</List.Item>
          <List.Item>Allow location for your browser</List.Item>
        </List>
      )}
      {platform === 'android' && (
        <List size="sm" type="ordered">
          <List.Item>Tap the lock icon in the address bar</List.Item>
          <List.Item>Allow location</List.Item>
        </List>
      )}
    </Stack>
  );
}

export function toastPositionError(error: GeolocationPositionError, platform: Platform): void {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return geoError('Location access needed', <DeniedSteps platform={platform} />);
    case error.POSITION_UNAVAILABLE:
      return geoError('Location unavailable', "Your location couldn't be determined. Please search for your city manually.");
    case error.TIMEOUT:
      return geoError('Location timeout', 'Getting your location took too long. Please try again or search manually.');
    default:
      return geoError('Location error', 'Unable to get your location. Please search for your city manually.');
  }
}
