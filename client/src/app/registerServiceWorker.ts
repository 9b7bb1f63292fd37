// The service worker caches the app shell so the app opens offline. Only in
// production builds: in development it would serve stale modules.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  });
}
