// The mosque's current announcements, newest first.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.ts';

export function Announcements({ items }: { items: readonly { id: string; text: string }[] }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Stack gap="xs" data-testid="mosque-announcements">
      <Title order={2} fz="lg">
        {t('mosque.announcements')}
      </Title>
      {items.map((a) => (
        <Paper key={a.id} withBorder p="sm">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{a.text}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
