// Asking for an e-mail (issue 30: never the browser's prompt()): the app's own dialog,
// styled like the rest, laid out right to left in Arabic and Urdu (the address itself
// stays left to right), with the server's reason for a refusal shown in the field.
import '../../styles/screens.ts';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../shared/i18n/useT.ts';

interface EmailPromptDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  /** Sends the address; answers the reason it was refused, or null when it went through. */
  submit: (email: string) => Promise<string | null>;
}

export function EmailPromptDialog({ opened, onClose, title, intro, submit }: EmailPromptDialogProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const refusal = await submit(email.trim());
    setSending(false);
    setError(refusal);
    if (refusal === null) {
      setEmail('');
      onClose();
    }
  };
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {/* noValidate: the browser's own bubble would be the unstyled, one-language kind this replaces. */}
      <form onSubmit={(event) => void send(event)} noValidate>
        <Text size="sm" mb="sm">
          {intro}
        </Text>
        <TextInput
          type="email"
          autoComplete="email"
          dir="ltr"
          label={t('accounts.emailLabel')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error ?? undefined}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
