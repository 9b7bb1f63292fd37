// Settings › Account: what a user can do with their space (issue 31): sign in on
// this device by e-mail, replace the private link, sign out other devices, take
// their data, erase their account.
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconKey, IconLogin, IconDevicesOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmailSignInDialog } from '../../entities/accounts/EmailSignInDialog.tsx';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { useT } from '../../shared/i18n/useT.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { useAccountActions } from './useAccountActions.ts';

export function AccountActions() {
  const t = useT();
  const { user, online } = useCurrentUser();
  const actions = useAccountActions();
  const [dialog, setDialog] = useState<'sign-in' | 'delete' | null>(null);
  const exportUrl = `/api/users/${user.id}/export`;
  return (
    <Stack gap="xs">
      {!user.emailVerified && (
        <Button variant="default" leftSection={<IconLogin size={16} aria-hidden />} onClick={() => setDialog('sign-in')} disabled={!online}>
          {t('accounts.signIn')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={() => void actions.newPrivateLink()} disabled={!online}>
        {t('accounts.newLink')}
      </Button>
      <Button variant="default" leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={() => void actions.signOutOtherDevices()} disabled={!online}>
        {t('accounts.signOutOthers')}
      </Button>
      {/* Plain links: the browser downloads them with the session cookie (Content-Disposition: attachment). */}
      <Button component="a" href={exportUrl} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
        {t('accounts.download')}
      </Button>
      <Group justify="center">
        <Button component="a" href={`${exportUrl}?format=csv`} download variant="subtle" size="xs">
          {t('accounts.downloadCsv')}
        </Button>
      </Group>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')} disabled={!online}>
        {t('accounts.delete')}
      </Button>
      <EmailSignInDialog opened={dialog === 'sign-in'} onClose={() => setDialog(null)} />
      <DeleteAccountDialog opened={dialog === 'delete'} onClose={() => setDialog(null)} onDelete={actions.deleteAccount} />
    </Stack>
  );
}
