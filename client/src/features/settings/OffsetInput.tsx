// One offset in whole minutes, -30 to 30; anything non-numeric becomes 0.
import { NumberInput } from '@mantine/core';
import { clampOffset } from '../../prayer/index.ts';

interface OffsetInputProps {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
}

export function OffsetInput({ label, value, onChange }: OffsetInputProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={(raw) => onChange(clampOffset(raw))}
      min={-30}
      max={30}
      step={1}
      allowDecimal={false}
      clampBehavior="strict"
      size="xs"
    />
  );
}
