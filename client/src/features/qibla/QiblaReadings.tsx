// The numbers under the dial: Qibla direction, current heading and how far to
// turn, and the Aligned message within 3° (spec sections 4 and 9).
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { relativeAngle } from '../../prayer/index.ts';

const deg = (n: number) => `${Math.round(n) % 360}°`;

function Reading({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={22} fw={800} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}

function turnText(angle: number): string {
  const rounded = Math.round(angle);
  if (rounded === 0) return '0°';
  return rounded > 0 ? `${rounded}° right` : `${-rounded}° left`;
}

export function QiblaReadings({ bearing, heading, aligned }: { bearing: number; heading: number | null; aligned: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3}>
        <Reading label="Qibla direction" value={deg(bearing)} testId="qibla-bearing" />
        <Reading label="Current heading" value={heading === null ? '—' : deg(heading)} testId="compass-heading" />
        <Reading
          label="Turn"
          value={heading === null ? '—' : turnText(relativeAngle(bearing, heading))}
          testId="relative-angle"
        />
      </SimpleGrid>
      <div aria-live="polite">
        {aligned && (
          <Alert color="green" variant="light" icon={<IconCircleCheck />} title="Aligned with the Qibla" data-testid="aligned">
            You are facing the Kaaba in Makkah.
          </Alert>
        )}
      </div>
    </Stack>
  );
}
