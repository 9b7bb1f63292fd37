// The page a claim mail's link opens, /mosque-claim#token=… (issue 44 item 4). As with the
// sign-in mails (docs/security.md), the token rides in the fragment, which reaches no server
// or log, leaves the address bar once read, and is used only by this page's own same-origin
// POST, when the reader asks for it: a mail scanner that fetches the link uses nothing. The
// admin link it gives is shown this once, as after creating a mosque. Outside the app's frame
// (router.tsx): no space is needed to take the link.
import '../../styles/screens.ts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { RedeemMosqueClaimMutation } from './mosqueOperations.ts';
import { AdminLinkOnce } from './AdminLinkOnce.tsx';

/** The token from the fragment, kept here while the address bar drops it. */
function useClaimToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
  const [token] = useState(inAddress);
  useEffect(() => {
    if (location.hash) void navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
  return token;
}

export default function MosqueClaimScreen() {
  const t = useT();
  const token = useClaimToken();
  const [redeem, { data, loading }] = useMutation(RedeemMosqueClaimMutation);
  const [error, setError] = useState<string | null>(null);
  const claimed = data?.redeemMosqueClaim;
  if (claimed) {
    return (
      <Stack maw={720} mx="auto" p="md">
        <AdminLinkOnce title={claimed.mosque.name} notice={t('mosqueClaim.done')} noticeTestId="claim-done" slug={claimed.slug} adminPath={claimed.adminPath} />
      </Stack>
    );
  }
  const take = async () => {
    setError(null);
    try {
      await redeem({ variables: { token } });
    } catch (e) {
      setError(serverMessage(e) ?? t('common.tryAgain'));
    }
  };
  return (
    <Stack maw={720} mx="auto" p="md">
      <ScreenHeader title={t('mosqueClaim.title')} />
      {token ? (
        <>
          <Text>{t('mosqueClaim.explain')}</Text>
          {error && (
            <Alert color="red" data-testid="claim-error">
              {error}
            </Alert>
          )}
          <Group>
            <Button onClick={() => void take()} loading={loading} data-testid="claim-take">
              {t('mosqueClaim.take')}
            </Button>
          </Group>
        </>
      ) : (
        <Alert color="red">{t('mosqueClaim.noToken')}</Alert>
      )}
    </Stack>
  );
}
