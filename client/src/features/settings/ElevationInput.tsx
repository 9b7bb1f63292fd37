// The town's elevation, for an authority whose times allow for it (Morocco's
// Habous: elevation.ts). Empty means none given: the sea-level horizon. A GPS
// fix fills it in when the device knows its altitude.
import { NumberInput } from '@mantine/core';
import { MAX_ELEVATION, MIN_ELEVATION } from '@prayer-companion/engine';
import { useT } from '../../shared/i18n/useT.ts';

interface ElevationInputProps {
  /** Whole metres, or null when none is given. */
  value: number | null;
  onChange: (metres: number | null) => void;
}

export function ElevationInput({ value, onChange }: ElevationInputProps) {
  const t = useT();
  return (
    <NumberInput
      label={t('settings.elevation')}
      description={t('settings.elevationDescription')}
      inputWrapperOrder={['label', 'input', 'description']}
      value={value ?? ''}
      onChange={(raw) => onChange(typeof raw === 'number' && Number.isFinite(raw) ? Math.round(raw) : null)}
      min={MIN_ELEVATION}
      max={MAX_ELEVATION}
      step={10}
      allowDecimal={false}
      clampBehavior="blur"
      suffix=" m"
    />
  );
}
