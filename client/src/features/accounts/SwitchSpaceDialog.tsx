// 'This link opens another prayer space. Open it, or stay in yours?' (issue 31): shown
// instead of moving a browser that holds a space with data into another one. Until the
// user chooses, nothing has been asked of the other link: the session is still theirs.
// Loaded only when asked (with the screens' stylesheets): first loads do not carry it.
import '../../styles/screens.ts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.ts';

export default function SwitchSpaceDialog({ onOpen, onStay }: { onOpen: () => void; onStay: () => void }) {
  const t = useT();
  return (
    <Modal opened onClose={onStay} title={t('accounts.switchTitle')} centered closeOnClickOutside={false}>
      <Text size="sm">{t('accounts.switchBody')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onOpen}>
          {t('accounts.switchOpen')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('accounts.switchStay')}
        </Button>
      </Group>
    </Modal>
  );
}
