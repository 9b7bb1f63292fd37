// Daily Guidance for a reflection: Recommended Dua, Quran Verse and Today's
// Action for its mood, under the answers that led to it.
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReflectionFieldsFragment } from '../../gql/graphql.ts';
import { ArabicText } from '../../shared/ui/ArabicText.tsx';
import { GUIDANCE } from './guidance.ts';

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

export function GuidanceCard({ reflection, heading }: { reflection: ReflectionFieldsFragment; heading: string }) {
  const { dua, verse, action } = GUIDANCE[reflection.mood];
  return (
    <Paper withBorder p="md" data-testid="guidance-card">
      <Title order={2} fz="xl">
        {heading}
      </Title>
      <Group gap={6} mt={6} mb="md">
        {[reflection.mood, reflection.goal, reflection.concern].map((answer, i) => (
          <Badge key={i} variant="outline" tt="none">
            {answer}
          </Badge>
        ))}
      </Group>
      <Stack gap="md">
        <Section title="Recommended Dua">
          <ArabicText>{dua.arabic}</ArabicText>
          <Text fs="italic" size="sm">
            {dua.transliteration}
          </Text>
          <Text size="sm">{dua.translation}</Text>
          <Text size="xs" c="dimmed">
            {dua.source}
          </Text>
        </Section>
        <Divider />
        <Section title="Quran Verse">
          <ArabicText>{verse.arabic}</ArabicText>
          <Text size="sm">{verse.translation}</Text>
          <Text size="xs" c="dimmed">
            Quran, {verse.reference}
          </Text>
        </Section>
        <Divider />
        <Section title="Today's Action">
          <Text size="sm">{action}</Text>
        </Section>
      </Stack>
    </Paper>
  );
}
