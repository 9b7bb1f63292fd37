// Collapsible sensor details, for when the compass seems wrong on a device.
import { Button, Code, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CompassState } from './useCompass.ts';
import { compassPlatform } from './compassPlatform.ts';
import { useT } from '../../shared/i18n/useT.ts';

const fmt = (n: number | null | undefined) => (typeof n === 'number' ? n.toFixed(1) : '—');

export function DebugPanel({ compass, bearing }: { compass: CompassState; bearing: number | null }) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  const r = compass.reading;
  const lines = [
    `platform: ${compassPlatform()}`,
    `secure context: ${String(window.isSecureContext)}`,
    `orientation API: ${typeof window.DeviceOrientationEvent === 'undefined' ? 'missing' : 'present'}`,
    `status: ${compass.status}`,
    `event: ${compass.eventType ?? '—'} (${compass.events} received)`,
    `absolute: ${r ? String(r.absolute) : '—'}`,
    `alpha: ${fmt(r?.alpha)}  beta: ${fmt(r?.beta)}  gamma: ${fmt(r?.gamma)}`,
    `webkitCompassHeading: ${fmt(r?.webkitCompassHeading)}`,
    `heading: ${fmt(compass.heading)}  qibla bearing: ${fmt(bearing)}`,
  ];
  return (
    <div>
      <Button variant="subtle" size="compact-sm" color="gray" onClick={toggle} aria-expanded={opened}>
        {opened ? t('qibla.hideDebug') : t('qibla.showDebug')}
      </Button>
      <Collapse expanded={opened}>
        <Code block mt="xs" data-testid="debug-info" translate="no" dir="ltr">
          {lines.join('\n')}
        </Code>
      </Collapse>
    </div>
  );
}
