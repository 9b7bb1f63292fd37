// The admin link, shown the one time the server gives it: after creating a mosque, and after
// a claim is taken. Whoever has the link manages the mosque, so it is never shown again.
import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';

interface AdminLinkOnceProps {
  title: string;
  /** What happened, above the link. */
  notice: ReactNode;
  noticeTestId?: string;
  slug: string;
  adminPath: string;
}

export function AdminLinkOnce({ title, notice, noticeTestId, slug, adminPath }: AdminLinkOnceProps) {
  const t = useT();
  const link = `${window.location.origin}${adminPath}`;
  return (
    <Stack>
      <ScreenHeader title={title} />
      <Alert color="teal" data-testid={noticeTestId}>
        {notice}
      </Alert>
      {/* A long link wraps at 360 px instead of widening the page. */}
      <Code block data-testid="admin-link" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {link}
      </Code>
      <Group>
        <CopyButton value={link}>{({ copied, copy }) => <Button onClick={copy}>{copied ? t('mosque.copied') : t('common.copy')}</Button>}</CopyButton>
        <Button component={Link} to={adminPath} variant="default">
          {t('mosque.adminLink')}
        </Button>
        <Button component={Link} to={`/m/${slug}`} variant="subtle">
          {t('mosque.viewPage')}
        </Button>
      </Group>
    </Stack>
  );
}
