// Qibla compass (spec sections 2, 4, 9): the bearing from the user's place,
// the dial (static, north up, until a compass reports), the readings and the
// Aligned message, errors, debug info, how-to and disclaimer.
import '../../styles/screens.ts';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { qiblaBearing } from '@prayer-companion/engine';
import { isAligned } from './compass.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { CompassDial } from './CompassDial.tsx';
import { DebugPanel } from './DebugPanel.tsx';
import { QiblaHelp } from './QiblaHelp.tsx';
import { QiblaReadings } from './QiblaReadings.tsx';
import { useCompass } from './useCompass.ts';
import { useQiblaPlace } from './useQiblaPlace.ts';
import { type MessageId } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.ts';

const COMPASS_ERRORS: Partial<Record<string, MessageId>> = {
  denied: 'qibla.denied',
  unavailable: 'qibla.unavailable',
};

export default function QiblaScreen() {
  const t = useT();
  const { place, error: placeError } = useQiblaPlace();
  const compass = useCompass();
  const bearing = place ? qiblaBearing(place.latitude, place.longitude) : null;
  const heading = compass.status === 'active' ? compass.heading : null;
  const aligned = bearing !== null && heading !== null && isAligned(bearing, heading);
  const compassError = COMPASS_ERRORS[compass.status];
  return (
    <>
      <ScreenHeader title={t('qibla.title')} subtitle={t('qibla.subtitle')} />
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="md">
            {place && (
              <Text size="sm" c="dimmed" ta="center" data-testid="qibla-place">
                {t('qibla.from', { name: place.name })}
              </Text>
            )}
            {placeError && <Alert color="red">{placeError}</Alert>}
            <CompassDial bearing={bearing} heading={heading} aligned={aligned} />
            {heading === null && bearing !== null && (
              <Text size="xs" c="dimmed" ta="center">
                {t('qibla.northTop')}
              </Text>
            )}
            {bearing !== null && <QiblaReadings bearing={bearing} heading={heading} aligned={aligned} />}
            {compassError && (
              <Alert color="orange" data-testid="compass-error">
                {t(compassError)}
              </Alert>
            )}
            {compass.status !== 'active' && (
              <Button leftSection={<IconCompass size={18} />} onClick={() => void compass.enable()} loading={compass.status === 'waiting'}>
                {t('qibla.enable')}
              </Button>
            )}
            <DebugPanel compass={compass} bearing={bearing} />
          </Stack>
        </Paper>
        <QiblaHelp />
      </Stack>
    </>
  );
}
