// The private space: host/u/{linkId}, Copy, and Save (e-mail) while anonymous
// or the connected e-mail with a check once it is confirmed; 'Sign in with e-mail'
// for a device that should open a saved space instead.
import { Button, Card, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconDeviceFloppy, IconLogin } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import type { AppUser } from '../../entities/users/appUser.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t as translate } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.ts';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ title: translate('home.copied'), message: translate('home.copiedBody') });
  } catch {
    showToast({ title: translate('home.shareFailed'), message: translate('home.shareFailedBody'), destructive: true });
  }
}

// Loaded when asked for: Home's first load does not carry the dialog.
const EmailSignInDialog = lazyPart(() => import('../../entities/accounts/EmailSignInDialog.tsx').then((m) => ({ default: m.EmailSignInDialog })));
const EmailPromptDialog = lazyPart(() => import('../../entities/accounts/EmailPromptDialog.tsx').then((m) => ({ default: m.EmailPromptDialog })));

/** Connects the address (entities/accounts, loaded on the first send); the server's reason when refused. */
const sendEmail = (email: string): Promise<string | null> =>
  import('../../entities/accounts/connectEmail.ts').then(
    (m) => m.connectEmail(email, 'home'),
    () => translate('email.failed'),
  );

export function PrivateSpaceCard({ user, online }: { user: AppUser; online: boolean }) {
  'use memo';
  const t = useT();
  const { host, origin } = window.location;
  // While a first visit's link is being made, hold its place (same length, hidden)
  // so nothing below the card jumps when it arrives.
  const pending = !user.linkId;
  const [signingIn, setSigningIn] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <Card withBorder padding="md" aria-label={t('home.privateSpace')}>
      <Text size="sm" fw={600}>
        {t('home.privateSpace')}
      </Text>
      {/* One line, cut with an ellipsis on narrow screens: Copy takes the whole link, and
          a link half-hidden from over-the-shoulder eyes is no loss. While a first visit's
          link is being made, the line keeps its place (hidden) so nothing below it moves.
          A web address reads left to right in every language: in Arabic or Urdu the
          browser would otherwise put its host after its path. */}
      {pending ? (
        <Text ff="monospace" size="sm" mt={4} truncate="end" style={{ visibility: 'hidden' }} aria-hidden>
          {host}/u/{'x'.repeat(24)}
        </Text>
      ) : (
        <Text ff="monospace" size="sm" mt={4} truncate="end" dir="ltr" title={`${host}/u/${user.linkId}`} data-testid="private-link">
          {host}/u/{user.linkId}
        </Text>
      )}
      <Group mt="sm" gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={pending}
          leftSection={<IconCopy size={16} aria-hidden />}
          data-track="home:copy_link"
          onClick={() => void copyLink(`${origin}/u/${user.linkId}`)}
        >
          {t('common.copy')}
        </Button>
        {!user.emailVerified ? (
          <>
            <Button size="xs" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => setSaving(true)} data-track="home:save_space" disabled={!online}>
              {t('common.save')}
            </Button>
            {/* A new device: back to a saved space by e-mail (issue 31). */}
            <Button size="xs" variant="subtle" leftSection={<IconLogin size={16} aria-hidden />} onClick={() => setSigningIn(true)} disabled={!online}>
              {t('accounts.signIn')}
            </Button>
          </>
        ) : (
          <Group gap={4} wrap="nowrap" data-testid="connected-email">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label={t('home.connected')} />
            <Text size="sm">{user.email}</Text>
          </Group>
        )}
      </Group>
      {/* A pending address is not saved yet: its link is in the inbox (issue 31). */}
      {user.email && !user.emailVerified && (
        <Text size="xs" mt={6} data-testid="pending-email">
          {t('accounts.pending')}: <span dir="ltr">{user.email}</span>
        </Text>
      )}
      {saving && (
        <Suspense fallback={null}>
          <EmailPromptDialog opened onClose={() => setSaving(false)} title={t('home.privateSpace')} intro={t('home.saveSpacePrompt')} submit={sendEmail} />
        </Suspense>
      )}
      {signingIn && (
        <Suspense fallback={null}>
          <EmailSignInDialog opened onClose={() => setSigningIn(false)} />
        </Suspense>
      )}
    </Card>
  );
}
