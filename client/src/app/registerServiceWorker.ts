// The service worker caches the app shell so the app opens offline. Only in
// production builds: in development it would serve stale modules.
//
// It is registered a few seconds after the page has loaded, when the browser is idle:
// installing it downloads and stores every built file, and on a first visit that work
// would otherwise compete with the first render and the sign-in for a cheap phone's CPU
// and network (measured with npm run bench:client: about 150–250 ms more blocking time).
// A visitor who leaves within those seconds gets it on the next visit.
const SETTLE_MS = 3000;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 0);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  const afterLoad = () => setTimeout(() => whenIdle(() => void register()), SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
