// Previous reflections (spec section 2): up to 5 earlier days with a badge of
// how many entries there are; clicking one shows that day's guidance.
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ReflectionFieldsFragment } from '../../gql/graphql.ts';
import { GuidanceCard } from './GuidanceCard.tsx';

const SHOWN = 5;

function dateLabel(ymd: string): string {
  // A calendar date, not an instant: format it in UTC so no zone shifts the day.
  return new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function PreviousReflections({ entries }: { entries: ReflectionFieldsFragment[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (entries.length === 0) return null;
  const selected = entries.find((e) => e.id === selectedId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="previous-reflections">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="previous-reflections">
          Previous Reflections
        </Title>
        <Badge variant="outline" tt="none">
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
        </Badge>
      </Group>
      {entries.slice(0, SHOWN).map((entry) => (
        <UnstyledButton
          key={entry.id}
          onClick={() => setSelectedId(entry.id === selectedId ? null : entry.id)}
          aria-pressed={entry.id === selectedId}
          data-testid="previous-reflection"
        >
          <Paper withBorder p="sm" bd={entry.id === selectedId ? '1px solid var(--mantine-primary-color-filled)' : undefined}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {dateLabel(entry.date)}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.mood} · {entry.goal} · {entry.concern}
              </Text>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
      {selected && <GuidanceCard reflection={selected} heading={`Guidance for ${dateLabel(selected.date)}`} />}
    </Stack>
  );
}
