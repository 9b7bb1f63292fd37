// Moves the shown Hijri date by −2…+2 days (decision 10), for places whose
// months start by local moon sighting rather than the Umm al-Qura table.
import { Select } from '@mantine/core';
import { clampHijriAdjustment } from '../../prayer/index.ts';

const OPTIONS = [
  { value: '-2', label: '−2 days' },
  { value: '-1', label: '−1 day' },
  { value: '0', label: 'None' },
  { value: '1', label: '+1 day' },
  { value: '2', label: '+2 days' },
];

interface HijriAdjustmentSelectProps {
  value: number | undefined;
  onChange: (days: number) => void;
}

export function HijriAdjustmentSelect({ value, onChange }: HijriAdjustmentSelectProps) {
  return (
    <Select
      label="Hijri Date Adjustment"
      description="For places that follow local moon sighting"
      data={OPTIONS}
      value={String(clampHijriAdjustment(value))}
      onChange={(raw) => onChange(clampHijriAdjustment(Number(raw)))}
      allowDeselect={false}
    />
  );
}
