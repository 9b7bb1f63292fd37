// The geolocation toasts of spec sections 5 and 8 (destructive, 7 s).
import { List, Stack, Text } from '@mantine/core';
import { GEOLOCATION_ERROR_MS, showToast } from '../../shared/ui/toast.ts';
import type { Platform } from './platform.ts';
import { t, type MessageId } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.ts';

const geoError = (title: MessageId, message: React.ReactNode) =>
  showToast({ title: t(title), message, destructive: true, duration: GEOLOCATION_ERROR_MS });

export const toastUnsupported = () =>
  geoError('geo.unsupported', t('geo.unsupportedBody'));

export const toastInsecure = () =>
  geoError('geo.insecure', t('geo.insecureBody'));

export const toastProcessingFailed = () =>
  geoError('geo.processing', t('geo.processingBody'));

function DeniedSteps({ platform }: { platform: Platform }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm">{t('geo.enable')}</Text>
      {platform === 'ios' && (
        <List size="sm" type="ordered">
          <List.Item>{t('geo.ios.openSettings')}</List.Item>
          <List.Item>{t('geo.ios.privacy')}</List.Item>
          <List.Item>{t('geo.ios.services')}</List.Item>
          <List.Item>{t('geo.ios.allow')}</List.Item>
        </List>
      )}
      {platform === 'android' && (
        <List size="sm" type="ordered">
          <List.Item>{t('geo.android.lock')}</List.Item>
          <List.Item>{t('geo.android.allow')}</List.Item>
        </List>
      )}
    </Stack>
  );
}

export function toastPositionError(error: GeolocationPositionError, platform: Platform): void {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return geoError('geo.denied', <DeniedSteps platform={platform} />);
    case error.POSITION_UNAVAILABLE:
      return geoError('geo.unavailable', t('geo.unavailableBody'));
    case error.TIMEOUT:
      return geoError('geo.timeout', t('geo.timeoutBody'));
    default:
      return geoError('geo.error', t('geo.errorBody'));
  }
}
