// One prayer: name with its type (Dawn, Noon…), time, status label and the
// completion toggle. A completed prayer is struck through.
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { type FivePrayer, type StatusLabel } from '../../prayer/index.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

const BADGE_COLOR: Record<StatusLabel, string> = {
  Completed: 'teal',
  Current: 'blue',
  Upcoming: 'gray',
  Missed: 'red',
};

interface PrayerRowProps {
  prayer: FivePrayer;
  time: string;
  label: StatusLabel;
  completed: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export function PrayerRow({ prayer, time, label, completed, disabled, onToggle }: PrayerRowProps) {
  'use memo';
  const t = useT();
  const language = useLanguage();
  const name = t(`prayer.${prayer}`);
  return (
    <Paper
      withBorder
      p="sm"
      data-testid={`prayer-${prayer}`}
      bd={label === 'Current' && !completed ? '1px solid var(--mantine-primary-color-filled)' : undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            size="md"
            radius="xl"
            checked={completed}
            disabled={disabled}
            onChange={onToggle}
            aria-label={t('home.prayerCompleted', { name })}
          />
          <Stack gap={0}>
            <Text fw={700} td={completed ? 'line-through' : undefined}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`prayerType.${prayer}`)}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Badge variant="light" tt="none" color={BADGE_COLOR[label]} data-testid={`status-${prayer}`}>
            {t(`status.${label}`)}
          </Badge>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} fz="lg" data-testid={`time-${prayer}`}>
            {localDigits(language, time)}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
