// Sunrise (Shurooq) between Fajr and Dhuhr: the end of Fajr's time, shown as
// every prayer app shows it, but not a prayer: nothing to tick, no status, and
// a quieter row than the five.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconSunrise } from '@tabler/icons-react';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';

export function SunriseRow({ time }: { time: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Paper px="sm" py={6} bg="transparent" data-testid="prayer-sunrise">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {/* Same width as the prayers' checkboxes, so the names line up. */}
          <IconSunrise size={24} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
          <Stack gap={0}>
            <Text fw={500} c="dimmed">
              {t('prayer.sunrise')}
            </Text>
            {/* What the row means, not its name again: Sunrise ends Fajr's time. */}
            <Text size="xs" c="dimmed" data-testid="sunrise-note">
              {t('rough2.sunriseNote')}
            </Text>
          </Stack>
        </Group>
        <Text fw={500} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="time-sunrise">
          {localDigits(language, time)}
        </Text>
      </Group>
    </Paper>
  );
}
