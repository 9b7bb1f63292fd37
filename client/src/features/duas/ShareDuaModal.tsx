// 'Share a Dua' (spec section 2): Dua Text (Arabic, required, n/500),
// Transliteration, Translation, Source, Tags (comma-separated); Cancel, Share Dua.
// Each field is checked as the user types and its error shows next to it, all of
// them at once (issue 30): a field's error shows once it was typed in, every one
// after a Share Dua; a refusal from the server goes next to its field too.
import { Button, Group, Modal, Stack, Textarea, TextInput, useDirection } from '@mantine/core';
import { useState } from 'react';
import { ARABIC_FONT } from '../../shared/ui/ArabicText.tsx';
import { PasteCutNote, usePasteLimit } from '../../shared/ui/usePasteLimit.tsx';
import { localDigits } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { DUA_MAX, duaDraftErrors } from './duaDraftErrors.ts';
import { useCreateDua, type DuaDraft, type FieldRefusal } from './useCreateDua.ts';

const EMPTY: DuaDraft = { text: '', transliteration: '', translation: '', source: '', tags: '' };

interface ShareDuaModalProps {
  opened: boolean;
  onClose: () => void;
  onShared: () => void;
}

export function ShareDuaModal({ opened, onClose, onShared }: ShareDuaModalProps) {
  const t = useT();
  const language = useLanguage();
  const { dir } = useDirection();
  const [draft, setDraft] = useState(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<keyof DuaDraft>>(new Set());
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const { create, loading } = useCreateDua(setRefusal);
  const paste = usePasteLimit(DUA_MAX);
  const errors = duaDraftErrors(draft);
  const errorOf = (name: keyof DuaDraft): string | undefined => {
    if (refusal?.field === name) return refusal.message;
    const error = errors[name];
    if (!error || (!tried && !touched.has(name))) return undefined;
    return t(error.message, { max: localDigits(language, String(error.max ?? '')) });
  };
  const field = (name: keyof DuaDraft) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDraft({ ...draft, [name]: event.currentTarget.value });
      setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
      if (refusal?.field === name) setRefusal(null);
    },
    error: errorOf(name),
  });
  const close = () => {
    setDraft(EMPTY);
    setTouched(new Set());
    setTried(false);
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
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
        noValidate
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
            description={localDigits(language, `${draft.text.length}/${DUA_MAX}`)}
            onPaste={paste.onPaste}
            data-autofocus
            {...field('text')}
          />
          <PasteCutNote cut={paste.cut} length={draft.text.length} max={DUA_MAX} />
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
