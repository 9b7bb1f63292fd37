// A paste over a field's limit says what was cut (issue 30: say it, don't change it
// silently). The browser's maxlength keeps the start of the pasted text and drops the
// rest without a word; this counts what it dropped and shows it under the field until
// the text is short of the limit again.
import { Text } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';
import { localDigits } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

export function usePasteLimit(max: number) {
  const [cut, setCut] = useState(0);
  const onPaste = (event: ClipboardEvent<TextField>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    // What stays of the field: the selection is replaced by the paste.
    const kept = field.value.length - ((field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
    setCut(Math.max(0, kept + pasted.length - max));
  };
  return { onPaste, cut };
}

/** The note under the field; nothing once the text is below the limit again. */
export function PasteCutNote({ cut, length, max }: { cut: number; length: number; max: number }) {
  const t = useT();
  const language = useLanguage();
  if (cut === 0 || length < max) return null;
  return (
    <Text size="xs" c="var(--mantine-color-orange-light-color)" role="status" data-testid="paste-cut">
      {t('rough1.pasteCut', { count: localDigits(language, String(cut)), max: localDigits(language, String(max)) })}
    </Text>
  );
}
