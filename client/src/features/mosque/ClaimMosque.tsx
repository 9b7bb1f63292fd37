// 'This is my mosque' on an unclaimed mosque's page (issue 44 item 4): after a confirmation,
// the server mails the address OpenStreetMap lists for the mosque an admin link, or keeps the
// claim for the app's operator. The outcome is told in the app's words; the address never
// reaches the browser.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { ClaimMosqueMutation } from './mosqueOperations.ts';

type Outcome = { ok: true; mailed: boolean } | { ok: false; message: string };

export function ClaimMosque({ slug, name }: { slug: string; name: string }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [claim, { loading }] = useMutation(ClaimMosqueMutation);
  const send = async () => {
    try {
      const { data } = await claim({ variables: { slug } });
      setOutcome({ ok: true, mailed: data?.claimMosque.status === 'mailed' });
    } catch (error) {
      setOutcome({ ok: false, message: serverMessage(error) ?? t('common.tryAgain') });
    }
  };
  const close = () => {
    setOpened(false);
    // A refusal can be tried again; a claim made stays told on the page.
    if (outcome && !outcome.ok) setOutcome(null);
  };
  if (outcome?.ok && !opened) {
    return (
      <Alert color="teal" data-testid="mosque-claim-outcome">
        {outcome.mailed ? t('mosque.claimMailed') : t('mosque.claimPending')}
      </Alert>
    );
  }
  return (
    <>
      <Group data-print="hide">
        <Button variant="light" onClick={() => setOpened(true)} data-testid="mosque-claim">
          {t('mosque.claim')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('mosque.claimTitle', { name })}>
        <Stack>
          {outcome === null && (
            <>
              <Text size="sm">{t('mosque.claimExplain')}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button onClick={() => void send()} loading={loading} data-testid="mosque-claim-confirm">
                  {t('mosque.claimConfirm')}
                </Button>
              </Group>
            </>
          )}
          {outcome && (
            <>
              <Alert color={outcome.ok ? 'teal' : 'red'} data-testid="mosque-claim-result">
                {outcome.ok ? (outcome.mailed ? t('mosque.claimMailed') : t('mosque.claimPending')) : outcome.message}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={close}>{t('common.close')}</Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
