// One offset in whole minutes, -30 to 30 (spec section 5). What is typed stays in the
// box: a value out of range or not a number ('999', 'abc') is not changed into another
// one, it gets an inline message stating the range, and the form keeps the last valid
// value and cannot be saved until the box is fixed (issue 30).
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { OFFSET_MAX, OFFSET_MIN, parseOffset } from './offsetText.ts';

interface OffsetInputProps {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
  /** Told whether the box holds something that is not a valid offset. */
  onInvalid: (invalid: boolean) => void;
}

export function OffsetInput({ label, value, onChange, onInvalid }: OffsetInputProps) {
  const t = useT();
  const language = useLanguage();
  // What is in the box while it is not a valid offset; null shows the form's value.
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft !== null && parseOffset(draft) === null;
  return (
    <TextInput
      label={label}
      value={draft ?? String(value)}
      inputMode="numeric"
      onChange={(event) => {
        const text = event.currentTarget.value;
        const minutes = parseOffset(text);
        if (minutes === null) {
          setDraft(text);
          onInvalid(true);
        } else {
          setDraft(text === String(minutes) ? null : text);
          onInvalid(false);
          onChange(minutes);
        }
      }}
      error={error ? t('rough1.offsetRange', { min: localDigits(language, String(OFFSET_MIN)), max: localDigits(language, String(OFFSET_MAX)) }) : undefined}
      size="xs"
    />
  );
}
