// The service worker, built by vite-plugin-pwa (injectManifest) with Workbox:
// - install: precaches the app shell and every built file, lazy chunks included (the
//   list is injected at build time), so the app opens and computes prayer times offline;
//   files of an older build are removed once the new one is active
// - navigations: network first, the precached shell when the network fails
// - built files and public files: from the precache (content-hashed names)
// - /graphql and /api/*: never cached, the app handles their failure itself
// - push: shows a prayer reminder; a click on it opens Home (decisions.md 20)
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any client route (/, /u/{linkId}/ummah, …) is the single-page shell.
const shell = new NetworkFirst({
  cacheName: 'pc-navigations',
  networkTimeoutSeconds: 10,
  plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
});
registerRoute(new NavigationRoute(shell, { denylist: [/^\/api\//, /^\/graphql/] }));

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface ReminderPayload {
  title?: unknown;
  body?: unknown;
  prayer?: unknown;
  at?: unknown;
  minutesBefore?: unknown;
  url?: unknown;
}

// The server sends the prayer, its time and the text to show (no place in it).
self.addEventListener('push', (event) => {
  let data: ReminderPayload = {};
  try {
    data = (event.data?.json() ?? {}) as ReminderPayload;
  } catch {
    data = { title: event.data?.text() ?? 'Prayer reminder' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Prayer reminder';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per prayer and time: a repeat replaces, never stacks.
      tag: data.prayer && data.at ? `${String(data.prayer)}-${String(data.at)}-${String(data.minutesBefore)}` : 'test',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const url = new URL(target, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
