// Entry: mounts the app into #root (spec section 2).
import './styles/firstPaint.ts';
import './styles/uiFonts.css';
import './styles/arabicFallback.css';
import './styles/urdu.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/AppProvider.tsx';
import { registerServiceWorker } from './app/registerServiceWorker.ts';
import { startSignIn } from './features/accounts/signIn.ts';
import { AppRoutes } from './app/router.tsx';
import { provideAppClient } from './shared/apollo/appClient.ts';
import { activateLanguage, initialLanguage } from './shared/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Who this browser is takes one or two round trips over plain fetch, for the address the
// app was opened at: they start once the first screen is shown (shared/firstPaint.ts).
startSignIn({ pathname: window.location.pathname, search: window.location.search });
// The Apollo Client loads after the first paint (shared/apollo/appClient.ts). It is built
// in the task after its chunk's evaluation: on a cheap phone each is tens of ms, and one
// task for both would be a long one.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
provideAppClient(async () => {
  const { createAppClient } = await import('./app/createAppClient.ts');
  await nextTask();
  return createAppClient();
});

// As a transition, the first render yields to the browser every few milliseconds instead
// of holding the main thread for the whole tree (a cheap phone stays responsive to taps).
// The first render waits for the language's catalog (one small chunk, fetched while the
// sign-in's requests run), so no screen ever shows a text in the wrong language.
void activateLanguage(initialLanguage()).then(() =>
  startTransition(() => {
    createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
    );
  }),
);

registerServiceWorker();
