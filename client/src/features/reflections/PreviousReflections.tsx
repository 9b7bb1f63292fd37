// Previous reflections (spec section 2): up to 5 earlier days with a badge of
// how many entries there are; clicking one shows that day's guidance.
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ReflectionFieldsFragment } from '../../gql/graphql.ts';
import { intlLocale, type ActiveLanguage } from '../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { GuidanceCard } from './GuidanceCard.tsx';

const SHOWN = 5;

function dateLabel(ymd: string, language: ActiveLanguage): string {
  // A calendar date, not an instant: format it in UTC so no zone shifts the day.
  return new Date(`${ymd}T00:00:00Z`).toLocaleDateString(intlLocale(language), {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function PreviousReflections({ entries }: { entries: ReflectionFieldsFragment[] }) {
  const t = useT();
  const language = useLanguage();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (entries.length === 0) return null;
  const selected = entries.find((e) => e.id === selectedId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="previous-reflections">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="previous-reflections">
          {t('reflect.previous')}
        </Title>
        <Badge variant="outline" tt="none">
          {t('reflect.entries', { count: entries.length })}
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
                {dateLabel(entry.date, language)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`reflect.mood.${entry.mood}`)} · {t(`reflect.goal.${entry.goal}`)} · {t(`reflect.concern.${entry.concern}`)}
              </Text>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
      {selected && <GuidanceCard reflection={selected} heading={t('reflect.guidanceFor', { date: dateLabel(selected.date, language) })} />}
    </Stack>
  );
}
