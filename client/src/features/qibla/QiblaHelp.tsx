// How to use the compass, and what it cannot promise.
import { List, Paper, Text, Title } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.ts';

export function QiblaHelp() {
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="qibla-how-to">
      <Title order={2} fz="lg" id="qibla-how-to" mb="xs">
        {t('qibla.howTo')}
      </Title>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>{t('qibla.step1')}</List.Item>
        <List.Item>{t('qibla.step2')}</List.Item>
        <List.Item>{t('qibla.step3')}</List.Item>
        <List.Item>{t('qibla.step4')}</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="md">
        {t('qibla.note')}
      </Text>
    </Paper>
  );
}
