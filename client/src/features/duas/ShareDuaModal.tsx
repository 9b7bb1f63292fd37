// 'Share a Dua' (spec section 2): Dua Text (Arabic, required, n/500),
// Transliteration, Translation, Source, Tags (comma-separated); Cancel, Share Dua.
import { Button, Group, Modal, Stack, Textarea, TextInput, useDirection } from '@mantine/core';
import { useState } from 'react';
import { ARABIC_FONT } from '../../shared/ui/ArabicText.tsx';
import { useCreateDua, type DuaDraft } from './useCreateDua.ts';
import { useT } from '../../shared/i18n/useT.ts';

const EMPTY: DuaDraft = { text: '', transliteration: '', translation: '', source: '', tags: '' };
const DUA_MAX = 500;

interface ShareDuaModalProps {
  opened: boolean;
  onClose: () => void;
  onShared: () => void;
}

export function ShareDuaModal({ opened, onClose, onShared }: ShareDuaModalProps) {
  const t = useT();
  const { dir } = useDirection();
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
    <Modal opened={opened} onClose={close} title={t('duas.shareADua')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('duas.text')}
            withAsterisk
            dir="rtl"
            lang="ar"
            autosize
            minRows={3}
            maxLength={DUA_MAX}
            styles={{ input: { fontFamily: ARABIC_FONT, fontSize: 20 }, label: { direction: dir } }}
            description={`${draft.text.length}/${DUA_MAX}`}
            error={tried && !draft.text.trim() ? t('duas.textRequired') : undefined}
            data-autofocus
            {...field('text')}
          />
          <TextInput label={t('duas.transliteration')} {...field('transliteration')} />
          <Textarea label={t('duas.translation')} autosize minRows={2} {...field('translation')} />
          <TextInput label={t('duas.sourceLabel')} placeholder={t('duas.sourcePlaceholder')} {...field('source')} />
          <TextInput label={t('duas.tags')} placeholder={t('duas.tagsPlaceholder')} {...field('tags')} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('duas.shareDua')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
