// Account: e-mail (or Add Email), Member Since, Users Online, Logout.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { gregorianDateLabel } from '../../prayer/index.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { useAddEmail } from './useAddEmail.ts';
import { useLogout } from './useLogout.ts';
import { UsersOnlinePanel } from './UsersOnlinePanel.tsx';

// `privacy` is the analytics switch, handed in by the sheet that composes the
// features (features do not import each other: docs/client.md).
export function AccountSection({ onLoggedOut, privacy }: { onLoggedOut: () => void; privacy?: ReactNode }) {
  const { user, online } = useCurrentUser();
  const addEmail = useAddEmail();
  const logout = useLogout();
  const memberSince = gregorianDateLabel(new Date(user.createdAt), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const askEmail = () => {
    const email = window.prompt('Enter your e-mail address')?.trim();
    if (email) void addEmail(email);
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>Account</Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Email
        </Text>
        {user.email ? (
          <Text size="sm" truncate>
            {user.email}
          </Text>
        ) : (
          <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />} onClick={askEmail} disabled={!online}>
            Add Email
          </Button>
        )}
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Member Since
        </Text>
        <Text size="sm">{memberSince}</Text>
      </Group>
      {privacy}
      {online && <UsersOnlinePanel />}
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void logout().then(onLoggedOut)}
      >
        Logout
      </Button>
    </Stack>
  );
}
