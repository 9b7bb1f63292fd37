// Account: e-mail (or Add Email), Member Since, Users Online, Logout.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { gregorianDate } from '../../shared/i18n/format.ts';
import { useCurrentUser } from '../../shared/user/CurrentUserContext.tsx';
import { useAddEmail } from './useAddEmail.ts';
import { useLogout } from './useLogout.ts';
import { UsersOnlinePanel } from './UsersOnlinePanel.tsx';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

// `privacy` is the analytics switch, handed in by the sheet that composes the
// features (features do not import each other: docs/client.md).
export function AccountSection({ onLoggedOut, privacy }: { onLoggedOut: () => void; privacy?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const { user, online } = useCurrentUser();
  const addEmail = useAddEmail();
  const logout = useLogout();
  const memberSince = gregorianDate(language, new Date(user.createdAt), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const askEmail = () => {
    const email = window.prompt(t('settings.emailPrompt'))?.trim();
    if (email) void addEmail(email);
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('settings.account')}</Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('settings.email')}
        </Text>
        {user.email ? (
          <Text size="sm" truncate>
            {user.email}
          </Text>
        ) : (
          <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />} onClick={askEmail} disabled={!online}>
            {t('settings.addEmail')}
          </Button>
        )}
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('settings.memberSince')}
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
        {t('settings.logout')}
      </Button>
    </Stack>
  );
}
