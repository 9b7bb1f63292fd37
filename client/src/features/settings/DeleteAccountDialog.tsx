// 'Delete my account' asks for DELETE typed out (issue 31): the button stays off
// until it is, so a slip of the thumb erases nothing.
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT.ts';

const CONFIRMATION = 'DELETE';

export function DeleteAccountDialog({ opened, onClose, onDelete }: { opened: boolean; onClose: () => void; onDelete: (confirm: string) => Promise<boolean> }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('accounts.deleteTitle')} centered>
      <Text size="sm">{t('accounts.deleteBody')}</Text>
      <TextInput mt="md" dir="ltr" autoComplete="off" label={t('accounts.deleteType')} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-autofocus />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          disabled={typed !== CONFIRMATION}
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onDelete(typed).finally(() => setBusy(false));
          }}
        >
          {t('accounts.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
