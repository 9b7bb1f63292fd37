// The comment box and the reply box: up to 200 characters with a counter; an
// empty or blank text cannot be sent. Cleared after sending; a reply box is
// closed (and so cleared) by Cancel.
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { COMMENT_MAX } from '../limits.ts';
import { localDigits } from '../../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../../shared/i18n/useT.ts';
import { useInFlight } from '../../../shared/hooks/useInFlight.ts';
import { PasteCutNote, usePasteLimit } from '../../../shared/ui/usePasteLimit.tsx';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus }: CommentFormProps) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const { pending: sending, run } = useInFlight();
  const submit = async () => {
    const sent = await run(() => onSubmit(text));
    if (sent) {
      setText('');
      onCancel?.();
    }
  };
  const paste = usePasteLimit(COMMENT_MAX);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        aria-label={label}
        placeholder={label}
        autosize
        minRows={1}
        maxLength={COMMENT_MAX}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.currentTarget.value)}
        onPaste={paste.onPaste}
      />
      <PasteCutNote cut={paste.cut} length={text.length} max={COMMENT_MAX} />
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="xs" c="dimmed" data-testid="comment-counter">
          {localDigits(language, `${text.length}/${COMMENT_MAX}`)}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button size="compact-sm" variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button size="compact-sm" type="submit" disabled={!text.trim()} loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
