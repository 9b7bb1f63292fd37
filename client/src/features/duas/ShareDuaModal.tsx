// 'Share a Dua' (spec section 2): Dua Text (Arabic, required, n/500),
// Transliteration, Translation, Source, Tags (comma-separated); Cancel, Share Dua.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ARABIC_FONT } from '../../shared/ui/ArabicText.tsx';
import { useCreateDua, type DuaDraft } from './useCreateDua.ts';

const EMPTY: DuaDraft = { text: '', transliteration: '', translation: '', source: '', tags: '' };
const DUA_MAX = 500;

interface ShareDuaModalProps {
  opened: boolean;
  onClose: () => void;
  onShared: () => void;
}

export function ShareDuaModal({ opened, onClose, onShared }: ShareDuaModalProps) {
  const [draft, setDraft] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const { create, loading } = useCreateDua();
  const field = (name: keyof DuaDraft) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
  });
  const close = () => {
    setDraft(EMPTY);
    setTried(false);
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (!draft.text.trim()) return;
    if (await create(draft)) {
      onShared();
      close();
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Share a Dua" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Dua Text (Arabic)"
            withAsterisk
            dir="rtl"
            lang="ar"
            autosize
            minRows={3}
            maxLength={DUA_MAX}
            styles={{ input: { fontFamily: ARABIC_FONT, fontSize: 20 }, label: { direction: 'ltr' } }}
            description={`${draft.text.length}/${DUA_MAX}`}
            error={tried && !draft.text.trim() ? 'Please enter the dua text' : undefined}
            data-autofocus
            {...field('text')}
          />
          <TextInput label="Transliteration" {...field('transliteration')} />
          <Textarea label="Translation" autosize minRows={2} {...field('translation')} />
          <TextInput label="Source" placeholder="e.g. Sahih al-Bukhari 6369" {...field('source')} />
          <TextInput label="Tags (comma-separated)" placeholder="e.g. morning, protection" {...field('tags')} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Share Dua
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
