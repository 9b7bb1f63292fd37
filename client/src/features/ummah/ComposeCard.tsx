// The compose card (spec section 2): the request, 'Allow comments', the n/500
// counter, Share Prayer and Cancel. Checks and toasts live in useCreatePost.
import { Button, Checkbox, Group, Paper, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { POST_MAX } from './limits.ts';
import { useCreatePost } from './useCreatePost.ts';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { useInFlight } from '../../shared/hooks/useInFlight.ts';
import { PasteCutNote, usePasteLimit } from '../../shared/ui/usePasteLimit.tsx';

export function ComposeCard({ onClose }: { onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [allowComments, setAllowComments] = useState(true);
  const createPost = useCreatePost();
  const { pending, run } = useInFlight();
  const paste = usePasteLimit(POST_MAX);
  const submit = async () => {
    if (await run(() => createPost(text, allowComments))) onClose();
  };
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label={t('ummah.compose')}>
      <Textarea
        label={t('ummah.yourRequest')}
        placeholder={t('ummah.placeholder')}
        autosize
        minRows={3}
        maxLength={POST_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onPaste={paste.onPaste}
        data-autofocus
        autoFocus
      />
      <PasteCutNote cut={paste.cut} length={text.length} max={POST_MAX} />
      <Group justify="space-between" mt="xs">
        <Checkbox
          label={t('ummah.allowComments')}
          checked={allowComments}
          onChange={(event) => setAllowComments(event.currentTarget.checked)}
        />
        <Text size="xs" c={text.length > POST_MAX ? 'red' : 'dimmed'} data-testid="post-counter" aria-live="polite">
          {localDigits(language, `${text.length}/${POST_MAX}`)}
        </Text>
      </Group>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={pending}>
          {t('ummah.sharePrayer')}
        </Button>
      </Group>
    </Paper>
  );
}
