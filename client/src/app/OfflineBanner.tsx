// Prayer times work offline; community features need the server. Say so once,
// plainly, at the top of every screen.
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useCurrentUser } from '../entities/users/CurrentUserContext.tsx';
import { useT } from '../shared/i18n/useT.ts';

export function OfflineBanner() {
  const t = useT();
  const { online, signingIn } = useCurrentUser();
  if (online || signingIn) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconCloudOff size={18} aria-hidden />}
      mb="md"
      py="xs"
      role="status"
    >
      <Text size="sm">
        <b>{t('offline.title')}</b> {t('offline.body')}
      </Text>
    </Alert>
  );
}
