// 'Report this mosque' with a reason (issue 33): reports from several users hide
// the mosque until its admin answers (decisions.md).
import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { ReportMosqueMutation } from './mosqueOperations.ts';

export function ReportMosque({ slug }: { slug: string }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  // A refused or unsent action is told by its toast (shared/apollo/failureToastLink.ts).
  const context = { failureToast: { title: t('common.error'), message: serverMessageOr(t('common.tryAgain')) } };
  const [report, { loading }] = useMutation(ReportMosqueMutation, { context });
  const send = async () => {
    try {
      await report({ variables: { slug, reason } });
      setOpened(false);
      setReason('');
      showToast({ title: t('mosque.reported') });
    } catch {
      // told by the toast
    }
  };
  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => setOpened(true)} data-print="hide">
        {t('mosque.report')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('mosque.report')}>
        <Stack>
          <Textarea label={t('mosque.reportReason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={3} />
          <Button onClick={send} loading={loading} disabled={!reason.trim()}>
            {t('mosque.reportSend')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
