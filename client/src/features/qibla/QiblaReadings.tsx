// The numbers under the dial: Qibla direction, current heading and how far to
// turn, and the Aligned message within 3° (spec sections 4 and 9).
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { relativeAngle } from './compass.ts';

import { localDigits } from '../../shared/i18n/format.ts';
import type { ActiveLanguage } from '../../shared/i18n/languages.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/useT.ts';

const deg = (language: ActiveLanguage, n: number) => localDigits(language, `${Math.round(n) % 360}°`);

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

/** Right and left are the phone's, whatever the language's direction. */
function turnText(t: Translate, language: ActiveLanguage, angle: number): string {
  const rounded = Math.round(angle);
  if (rounded === 0) return localDigits(language, '0°');
  return localDigits(language, rounded > 0 ? t('qibla.right', { degrees: rounded }) : t('qibla.left', { degrees: -rounded }));
}

export function QiblaReadings({ bearing, heading, aligned }: { bearing: number; heading: number | null; aligned: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3}>
        <Reading label={t('qibla.direction')} value={deg(language, bearing)} testId="qibla-bearing" />
        <Reading label={t('qibla.heading')} value={heading === null ? '—' : deg(language, heading)} testId="compass-heading" />
        <Reading
          label={t('qibla.turn')}
          value={heading === null ? '—' : turnText(t, language, relativeAngle(bearing, heading))}
          testId="relative-angle"
        />
      </SimpleGrid>
      <div aria-live="polite">
        {aligned && (
          <Alert color="green" variant="light" icon={<IconCircleCheck />} title={t('qibla.aligned')} data-testid="aligned">
            {t('qibla.facing')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
