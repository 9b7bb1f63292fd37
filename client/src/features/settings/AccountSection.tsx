// Account: e-mail (or Add Email; pending until its link is opened), Member Since,
// Users Online, the space's own actions (AccountActions), Logout.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { AccountActions } from './AccountActions.tsx';
import { IconLogout, IconMail } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EmailPromptDialog } from '../../entities/accounts/EmailPromptDialog.tsx';
import { gregorianDate } from '../../shared/i18n/format.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { connectEmail } from '../../entities/accounts/connectEmail.ts';
import { useLogout } from './useLogout.ts';
import { UsersOnlinePanel } from './UsersOnlinePanel.tsx';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

const MailConfiguredQuery = graphql(`
  query MailConfigured {
    mailConfigured
  }
`);

// `privacy` is the analytics switch, handed in by the sheet that composes the
// features (features do not import each other: docs/client.md).
export function AccountSection({ onLoggedOut, privacy }: { onLoggedOut: () => void; privacy?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const { user, online } = useCurrentUser();
  const mail = useQuery(MailConfiguredQuery, { skip: !online });
  const logout = useLogout();
  const memberSince = gregorianDate(language, new Date(user.createdAt), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [askingEmail, setAskingEmail] = useState(false);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('settings.account')}</Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('settings.email')}
        </Text>
        {user.email && user.emailVerified ? (
          <Text size="sm" truncate dir="ltr" data-testid="settings-email">
            {user.email}
          </Text>
        ) : (
          <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />} onClick={() => setAskingEmail(true)} disabled={!online}>
            {t('settings.addEmail')}
          </Button>
        )}
      </Group>
      {user.email && !user.emailVerified && (
        <Text size="xs" data-testid="settings-pending-email">
          {t('accounts.pending')}: <span dir="ltr">{user.email}</span>
        </Text>
      )}
      {mail.data?.mailConfigured === false && (
        <Text size="xs" role="note">
          {t('accounts.mailOff')}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('settings.memberSince')}
        </Text>
        <Text size="sm">{memberSince}</Text>
      </Group>
      {privacy}
      {online && <UsersOnlinePanel />}
      <AccountActions />
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void logout().then(onLoggedOut)}
      >
        {t('settings.logout')}
      </Button>
      <EmailPromptDialog
        opened={askingEmail}
        onClose={() => setAskingEmail(false)}
        title={t('settings.addEmail')}
        intro={t('settings.emailPrompt')}
        submit={(email) => connectEmail(email, 'settings')}
      />
    </Stack>
  );
}
