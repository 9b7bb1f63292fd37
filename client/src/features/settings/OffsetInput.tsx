// One offset in whole minutes, -30 to 30 (spec section 5). A typed 45 or -40 is
// clamped to 30 / -30 as it is typed; text that is not a number yet ('', '-')
// stays in the box while typing and becomes 0 when the box is left.
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { clampOffset } from '../../prayer/index.ts';

interface OffsetInputProps {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
}

export function OffsetInput({ label, value, onChange }: OffsetInputProps) {
  // What is in the box while it is not a number; null shows the form's value.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <NumberInput
      label={label}
      value={draft ?? value}
      onChange={(raw) => {
        if (typeof raw === 'number') {
          setDraft(null);
          onChange(clampOffset(raw));
        } else setDraft(raw);
      }}
      onBlur={() => {
        if (draft === null) return;
        setDraft(null);
        onChange(clampOffset(draft));
      }}
      min={-30}
      max={30}
      step={1}
      allowDecimal={false}
      clampBehavior="blur"
      size="xs"
    />
  );
}
