// One prayer: name with its type (Dawn, Noon…), time, status label and the
// completion toggle. A completed prayer is struck through.
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { type FivePrayer, type StatusLabel } from '@prayer-companion/engine';
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
  /** The followed mosque's iqama, 'HH:MM' (issue 33). */
  iqama?: string | null;
  /** The followed mosque's Jumu'ah times, on Fridays under Dhuhr. */
  jumuah?: readonly string[];
  /** Said under the name instead of the prayer's type (Sunset…) when the time is not that. */
  subtitle?: string;
  label: StatusLabel;
  /** Shortened to 2 rak'ahs (travelling, issue 43). */
  shortened?: boolean;
  completed: boolean;
  /** Ticked or unticked offline: kept, and sent when the connection returns. */
  pending: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export function PrayerRow({ prayer, time, iqama, jumuah, subtitle, label, shortened = false, completed, pending, disabled, onToggle }: PrayerRowProps) {
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
      {/* The status and the time keep their width; a long name or kind wraps (German's
          'Morgendämmerung' cut the status badge at 360 px). */}
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Checkbox
            size="md"
            radius="xl"
            checked={completed}
            disabled={disabled}
            onChange={onToggle}
            aria-label={t('home.prayerCompleted', { name })}
          />
          <Stack gap={0} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} td={completed ? 'line-through' : undefined}>
                {name}
              </Text>
              {shortened && (
                <Badge size="xs" variant="outline" tt="none" data-testid={`qasr-${prayer}`}>
                  {t('travel.rakahs')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
              {pending ? (
                <Text span inherit c="var(--mantine-color-orange-light-color)" data-testid={`pending-${prayer}`}>
                  {t('rough1.pending')}
                </Text>
              ) : (
                (subtitle ?? t(`prayerType.${prayer}`))
              )}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge variant="light" tt="none" color={BADGE_COLOR[label]} data-testid={`status-${prayer}`}>
            {t(`status.${label}`)}
          </Badge>
          <Stack gap={0} align="flex-end">
            <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} fz="lg" data-testid={`time-${prayer}`}>
              {localDigits(language, time)}
            </Text>
            {iqama && (
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`iqama-${prayer}`}>
                {t('mosque.iqamaAt', { time: localDigits(language, iqama) })}
              </Text>
            )}
          </Stack>
        </Group>
      </Group>
      {jumuah && (
        <Text size="sm" mt={6} ta="end" data-testid="jumuah">
          <b>{t('mosque.jumuah')}:</b> {jumuah.map((clock) => localDigits(language, clock)).join(' · ')}
        </Text>
      )}
    </Paper>
  );
}
