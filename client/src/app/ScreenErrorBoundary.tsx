// Never a blank page (issue 30): a screen that throws while rendering, or whose files do not
// arrive, shows a message with 'Try again' and 'Home' instead of taking the whole app down.
// A missing file is loaded again by itself when the connection returns; if loading it again
// fails while online, the page reloads, once per tab (chunkError.ts).
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../shared/i18n/useT.ts';
import { useLinkId } from '../shared/routing/linkPrefix.ts';
import { isChunkError, reloadOnce } from './chunkError.ts';
import { retryFailedScreens } from './retryableLazy.tsx';
import { forgetServerAnswers } from '../shared/apollo/forgetServerAnswers.ts';

interface BoundaryState {
  error: unknown;
  tries: number;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, tries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed', error);
    // Loading it again already failed while online: the page's own files may have changed
    // (a new deploy); a fresh page gets the current ones.
    if (isChunkError(error) && this.state.tries > 0 && navigator.onLine) reloadOnce();
  }

  retry = () => {
    retryFailedScreens();
    if (!isChunkError(this.state.error)) forgetServerAnswers();
    this.setState((s) => ({ error: null, tries: s.tries + 1 }));
  };

  override render() {
    if (this.state.error == null) return this.props.children;
    return <ScreenError chunk={isChunkError(this.state.error)} onRetry={this.retry} />;
  }
}

function ScreenError({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const linkId = useLinkId();
  useEffect(() => {
    if (!chunk) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [chunk, onRetry]);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t(chunk ? 'screenError.notLoaded' : 'screenError.failed')} role="alert">
      <Text size="sm">{t(chunk ? 'screenError.notLoadedBody' : 'screenError.failedBody')}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onRetry}>
          {t('screenError.tryAgain')}
        </Button>
        <Button size="xs" variant="default" onClick={() => navigate(linkId ? `/u/${linkId}` : '/')}>
          {t('nav.home')}
        </Button>
      </Group>
    </Alert>
  );
}
