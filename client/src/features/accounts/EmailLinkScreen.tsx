// The page a mailed link opens, /email/confirm or /email/sign-in with #token=… (issue 40 item 3).
// A link that set the session by itself could be sent to a visitor by a page on another site
// (login CSRF: their next ticks would land in the attacker's space). Here the token is used
// only by this page's own same-origin POST, and a browser that holds a space with data is
// asked first, as a /u/{linkId} link asks (SwitchSpaceDialog). The token leaves the address
// bar as soon as it is read, so it is in no history entry, analytics event or screenshot.
import '../../styles/screens.ts';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../shared/lazyPart.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeldSpaceDocument } from '../../gql/graphql.ts';
import { postGraphQL } from '../../shared/graphql/postGraphQL.ts';
import { nothingToPaintYet } from '../../shared/firstPaint.ts';
import { useT } from '../../shared/i18n/useT.ts';
import { confirmSwitch } from './signIn.ts';

const SwitchSpaceDialog = lazyPart(() => import('./SwitchSpaceDialog.tsx'));

export type MailLinkKind = 'confirm' | 'sign-in';

interface Held {
  id: string;
  linkId: string;
  holdsData: boolean;
}

type State = { step: 'working' } | { step: 'ask'; open: () => void } | { step: 'failed'; expired: boolean };

/** Uses the token: the POST of the same name (docs/rest.md). Resolves with the link's space, or the refusal. */
async function redeemToken(kind: MailLinkKind, token: string): Promise<{ ok: true; id: string; linkId: string } | { ok: false; expired: boolean }> {
  const response = await fetch(`/api/auth/email/${kind}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) return { ok: false, expired: response.status === 404 };
  const user = (await response.json()) as { id: string; linkId: string };
  return { ok: true, id: user.id, linkId: user.linkId };
}

export default function EmailLinkScreen() {
  const t = useT();
  const navigate = useNavigate();
  const kind: MailLinkKind = useLocation().pathname === '/email/confirm' ? 'confirm' : 'sign-in';
  const [state, setState] = useState<State>({ step: 'working' });
  const [held, setHeld] = useState<Held | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    nothingToPaintYet();
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    // Read once; gone from the address bar (and the history) before anything else runs.
    void navigate(window.location.pathname, { replace: true });
    const openSpace = (linkId: string) => void navigate(`/u/${encodeURIComponent(linkId)}`, { replace: true });

    const redeem = async (own: Held | null) => {
      setState({ step: 'working' });
      const outcome = await redeemToken(kind, token);
      if (!outcome.ok) return setState({ step: 'failed', expired: outcome.expired });
      // A confirmation keeps a browser's own space with data (the server did not move the
      // session): the address is confirmed, and opening its space is the user's choice.
      if (kind === 'confirm' && own && own.id !== outcome.id && own.holdsData) {
        return setState({
          step: 'ask',
          open: () => {
            confirmSwitch(outcome.linkId);
            openSpace(outcome.linkId);
          },
        });
      }
      confirmSwitch(outcome.linkId);
      openSpace(outcome.linkId);
    };

    void (async () => {
      try {
        const own = (await postGraphQL(HeldSpaceDocument)).me ?? null;
        setHeld(own);
        // A sign-in link always moves this browser to the address's space: asked first when it holds one with data.
        if (kind === 'sign-in' && own?.holdsData) return setState({ step: 'ask', open: () => void redeem(own) });
        await redeem(own);
      } catch {
        setState({ step: 'failed', expired: false });
      }
    })();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const stay = () => void navigate(held ? `/u/${encodeURIComponent(held.linkId)}` : '/', { replace: true });

  if (state.step === 'failed') {
    return (
      <Center h="100dvh" p="md">
        <Stack maw={420} data-testid="email-link-failed">
          <Alert color="red">{state.expired ? t('accounts.linkInvalid') : t('accounts.failed')}</Alert>
          <Button onClick={stay}>{t('nav.home')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center h="100dvh">
      <Loader aria-label={t('common.loading')} />
      {state.step === 'ask' && (
        <Suspense fallback={null}>
          <SwitchSpaceDialog onOpen={state.open} onStay={stay} />
        </Suspense>
      )}
    </Center>
  );
}
