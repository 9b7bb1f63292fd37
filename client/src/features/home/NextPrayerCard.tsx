// Next Prayer card: name, live HH:MM:SS countdown (every 1 s) and the time.
import { Card, Group, Stack, Text } from '@mantine/core';
import { PRAYER_NAMES, upcomingPrayer, type PlaceInput, type PrayerSettings } from '../../prayer/index.ts';
import { useNow } from '../../shared/hooks/useNow.ts';

interface NextPrayerCardProps {
  place: PlaceInput;
  settings: PrayerSettings;
}

export function NextPrayerCard({ place, settings }: NextPrayerCardProps) {
  const now = useNow(1000);
  const next = upcomingPrayer(place, now, settings);
  const name = PRAYER_NAMES.find((p) => p.value === next?.prayer)?.label ?? '—';
  return (
    <Card padding="lg" bg="teal.9" c="white" aria-labelledby="next-prayer-title">
      <Text id="next-prayer-title" size="sm" fw={600}>
        Next Prayer
      </Text>
      <Group justify="space-between" align="flex-end" mt={4}>
        <Stack gap={0}>
          <Text fz={28} fw={800} lh={1.2} data-testid="next-prayer-name">
            {name}
          </Text>
          <Text fz="sm" data-testid="next-prayer-time">
            {next?.time ?? '--:--'}
          </Text>
        </Stack>
        <Text
          fz={30}
          fw={700}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          aria-label={next ? `Time until ${name}: ${next.countdown}` : undefined}
          data-testid="next-prayer-countdown"
        >
          {next?.countdown ?? '--:--:--'}
        </Text>
      </Group>
    </Card>
  );
}
