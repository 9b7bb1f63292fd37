// Daily Guidance for a reflection: Recommended Dua, Quran Verse and Today's
// Action for its mood, under the answers that led to it.
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReflectionFieldsFragment } from '../../gql/graphql.ts';
import { ArabicText } from '../../shared/ui/ArabicText.tsx';
import { GUIDANCE } from '../../entities/guidance/guidance.ts';
import { useT } from '../../shared/i18n/useT.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      {/* The primary colour's text shade: readable on both schemes. */}
      <Title order={3} fz="md" c="var(--mantine-primary-color-light-color)">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface GuidanceCardProps {
  reflection: ReflectionFieldsFragment;
  heading: string;
  /** Made offline: kept, and sent when the connection returns. */
  pending?: boolean;
}

export function GuidanceCard({ reflection, heading, pending = false }: GuidanceCardProps) {
  const t = useT();
  const { dua, verse } = GUIDANCE[reflection.mood];
  const mood = reflection.mood;
  return (
    <Paper withBorder p="md" data-testid="guidance-card">
      <Title order={2} fz="xl">
        {heading}
      </Title>
      {pending && (
        <Text size="sm" c="var(--mantine-color-orange-light-color)" mt={4} data-testid="reflection-pending">
          {t('rough1.pending')}
        </Text>
      )}
      <Group gap={6} mt={6} mb="md">
        {[t(`reflect.mood.${reflection.mood}`), t(`reflect.goal.${reflection.goal}`), t(`reflect.concern.${reflection.concern}`)].map((answer, i) => (
          <Badge key={i} variant="outline" tt="none">
            {answer}
          </Badge>
        ))}
      </Group>
      <Stack gap="md">
        <Section title={t('reflect.recommendedDua')}>
          <ArabicText>{dua.arabic}</ArabicText>
          <Text fs="italic" size="sm" translate="no">
            {dua.transliteration}
          </Text>
          <Text size="sm">{t(`guidance.${mood}.dua`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`guidance.${mood}.source`)}
          </Text>
        </Section>
        <Divider />
        <Section title={t('reflect.verse')}>
          <ArabicText>{verse.arabic}</ArabicText>
          <Text size="sm">{t(`guidance.${mood}.verse`)}</Text>
          <Text size="xs" c="dimmed">
            {t('reflect.quranRef', { reference: t(`guidance.${mood}.reference`) })}
          </Text>
        </Section>
        <Divider />
        <Section title={t('reflect.action')}>
          <Text size="sm">{t(`guidance.${mood}.action`)}</Text>
        </Section>
      </Stack>
    </Paper>
  );
}
