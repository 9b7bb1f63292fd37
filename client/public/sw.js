// Service worker: keeps the app shell and the built assets so the app opens
// (and computes prayer times) without a network. Hand-written, no build step.
// - install: caches index.html, the manifest, the icons and every built file
//   listed in /precache.json (written by the build, scripts/precache-plugin.ts), lazy chunks included
// - navigations: network first, the cached shell when offline
// - /assets/* (content-hashed, immutable): cache first
// - /graphql and /api/*: never cached, the app handles their failure itself
// - push: shows a prayer reminder; a click on it opens Home
const CACHE = 'pc-shell-v1';
const SHELL = ['/index.html', '/warmup.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

async function builtFiles() {
  try {
    const response = await fetch('/precache.json', { cache: 'no-store' });
    if (!response.ok) return [];
    const files = await response.json();
    return Array.isArray(files) ? files : [];
  } catch {
    return [];
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL);
      // One missing asset must not stop the shell from installing.
      await Promise.allSettled((await builtFiles()).map((file) => cache.add(file)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/index.html', response.clone());
    return response;
  } catch {
    return (await cache.match('/index.html')) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/graphql' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(networkFirstShell(request));
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) return event.respondWith(cacheFirst(request));
});

// Prayer reminders (Web Push, decisions.md 20): the server sends the prayer, its
// time and the text to show. A click opens Home (or focuses an open window).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : 'Prayer reminder' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Prayer reminder';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per prayer and time: a repeat replaces, never stacks.
      tag: data.prayer && data.at ? `${data.prayer}-${data.at}-${data.minutesBefore}` : 'test',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
