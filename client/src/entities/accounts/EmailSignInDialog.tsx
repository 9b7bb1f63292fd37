// 'Sign in with e-mail' (issue 31), from the first screen and from Settings: an address
// in, a link mailed out. The answer is the same whether the address is known or not
// (the server sees to that); the link in the mail signs this browser in.
import '../../styles/screens.ts';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql/gql.ts';
import { appClient } from '../../shared/apollo/appClient.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { useT } from '../../shared/i18n/useT.ts';

const RequestEmailSignInMutation = graphql(`
  mutation RequestEmailSignIn($email: String!) {
    requestEmailSignIn(email: $email)
  }
`);

export function EmailSignInDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const client = await appClient;
      await client.mutate({ mutation: RequestEmailSignInMutation, variables: { email: email.trim() } });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: userMessage(error, t('common.tryAgain')) });
    }
  };
  const close = () => {
    setState({ kind: 'idle' });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('accounts.signIn')} centered>
      {state.kind === 'sent' ? (
        <>
          <Text size="sm" role="status">
            {t('accounts.linkSent')}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Text size="sm" mb="sm">
            {t('accounts.signInIntro')}
          </Text>
          <TextInput
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            label={t('accounts.emailLabel')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={state.kind === 'failed' ? state.message : undefined}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={state.kind === 'sending'}>
              {t('accounts.sendLink')}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
