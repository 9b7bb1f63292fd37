// Prayer times work offline; community features need the server. Say so once,
// plainly, at the top of every screen.
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useCurrentUser } from '../shared/user/CurrentUserContext.tsx';

export function OfflineBanner() {
  const { online } = useCurrentUser();
  if (online) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconCloudOff size={18} aria-hidden />}
      title="You are offline"
      mb="md"
      role="status"
    >
      Prayer times, the countdown and dates still work. Community features come back when the
      connection does.
    </Alert>
  );
}
