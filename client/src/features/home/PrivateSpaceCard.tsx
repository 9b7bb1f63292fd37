// The private space: host/u/{linkId}, Copy, and Save (e-mail) while anonymous
// or the connected e-mail with a check.
import { Button, Card, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import type { AppUser } from '../../shared/user/appUser.ts';
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

export function PrivateSpaceCard({ user, online }: { user: AppUser; online: boolean }) {
  'use memo';
  const t = useT();
  const { host, origin } = window.location;
  // While a first visit's link is being made, hold its place (same length, hidden)
  // so nothing below the card jumps when it arrives.
  const pending = !user.linkId;
  const save = () => {
    const email = window.prompt(t('home.saveSpacePrompt'))?.trim();
    if (!email) return;
    import('./connectEmail.ts').then(
      (m) => m.connectEmail(email),
      () => showToast({ title: translate('email.failed'), message: translate('common.tryAgain'), destructive: true }),
    );
  };
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
        {user.isAnonymous || !user.email ? (
          <Button size="xs" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={save} data-track="home:save_space" disabled={!online}>
            {t('common.save')}
          </Button>
        ) : (
          <Group gap={4} wrap="nowrap" data-testid="connected-email">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label={t('home.connected')} />
            <Text size="sm">{user.email}</Text>
          </Group>
        )}
      </Group>
    </Card>
  );
}
