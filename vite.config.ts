// The browser client lives in client/; the build goes to dist/ at the top,
// where the server serves it (static files plus SPA fallback to index.html).
// Configuration only: the project's own plugins are in tools/vite/.
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { builtChunks } from './tools/vite/built-chunks.ts';
import { compiledCatalogs } from './tools/vite/compiled-catalogs.ts';
import { graphqlDocumentImports } from './tools/vite/graphql-document-imports.ts';
import { precompress } from './tools/vite/precompress.ts';
import { VitePWA } from 'vite-plugin-pwa';

const clientRoot = fileURLToPath(new URL('./client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// The client's dev server proxies the API to a server started separately
// (`npm run dev`, on PORT, 4000 by default like server/config.ts).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;

// Libraries Home needs at first paint: React, the router, adhan (the prayer engine's), Mantine's core
// and the components Home, the layout and the bottom bar render. A component Home stops
// using can leave this list; one missing from it only costs a little compression. Apollo
// Client is not among them: it arrives after the first paint (client/src/shared/apollo/appClient.ts).
const firstPaintLibrary = new RegExp(
  'node_modules/(' +
    [
      'react/', 'react-dom/', 'scheduler/', 'react-router/', 'react-router-dom/', 'adhan/', 'clsx/', '@mantine/notifications/esm/notifications.store',
      '@mantine/store/', '@tabler/icons-react/dist/esm/createReactComponent', '@mantine/core/esm/core/',
      `@mantine/core/esm/components/(${['Alert', 'ActionIcon', 'Badge', 'Box', 'Button', 'Card', 'Center', 'Checkbox', 'CloseButton', 'Container', 'Group', 'InlineInput', 'Input', 'Loader', 'Paper', 'SimpleGrid', 'Stack', 'Text', 'Title', 'Transition', 'UnstyledButton'].join('|')})/`,
    ].join('|') +
    ')',
);

// The built files of this build (`--outDir`, as bench:client and the e2e build give, overrides outDir).
const built = builtChunks(outDir);

// Parts of those libraries that only lazy chunks use (subscriptions, inputs, the colour
// scheme hook of the settings drawer): left to rolldown, so they load with their screens.
const lazyOnly = /use-mantine-color-scheme|use-input-props|find-element-in-shadow-dom/;

// The app's own small modules that Home's first load needs and lazy chunks share (the stored
// user, storage, the client's promise, the language list): rolldown gave each a chunk of its
// own, a dozen files of 100-400 B, each with its own gzip frame and import lines. The group
// also takes in what they import (the engine), all of it in the first load already. Home's
// first load went from 20 files to 6 and 2.5 kB gzip less (BENCHMARKS.md, 2026-11-30).
const startupModules = new RegExp(
  '/(' +
    [
      'client/src/shared/apollo/(appClient|useIdempotencyKey)', 'client/src/shared/lazyPart', 'client/src/shared/storage/safeStorage',
      'client/src/shared/time/deviceTimeZone', 'client/src/shared/offline/outboxStore', 'client/src/shared/i18n/languages',
      'client/src/entities/users/(userCache|CurrentUserContext|prayerPlace)', 'client/src/entities/hijri/announcements',
      'packages/common/src/languages', 'packages/prayer-engine/src/defaultPlace',
    ].join('|') +
    ')\\.tsx?$',
);

// React Router 7's package exports name only its development build (with dev warnings and
// their checks); the production build sits beside it (remix-run/react-router#12532, #14102).
// The production build takes it; the dev server keeps the warnings.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root: clientRoot,
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  publicDir: 'public',
  // React Compiler memoizes the components marked 'use memo' (Home's): when a first visit's
  // account arrives and the tree gets the user, only what depends on it renders again.
  // Annotation mode keeps the added code to those few components (first-load JS budget).
  // The plugin is named rather than taken from @vitejs/plugin-react's preset, whose
  // import.meta.resolve failed when Vite ran inside the tests' former tsx loader.
  plugins: [
    built.rememberOutDir,
    graphqlDocumentImports(),
    compiledCatalogs(),
    react(),
    babel({
      include: [/[\\/]client[\\/]src[\\/](?!gql[\\/]).*\.tsx?$/],
      plugins: [['babel-plugin-react-compiler', { compilationMode: 'annotation' }]],
    }),
    // The service worker (client/sw/sw.ts), built with Workbox: the list of files to
    // precache is injected at build time. The app registers it itself, once idle
    // (app/registerServiceWorker.ts), and keeps its own manifest.webmanifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wav}'],
        // Maps, compressed copies and Vite's manifest are not for browsers.
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '.vite/**'],
        // The vendor chunk is ~530 kB; the default limit (2 MiB) is not the constraint.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The optional PostHog library is fetched only where an operator turned it on.
        manifestTransforms: [async (entries) => {
          const optional = built.chunksOf(/\/node_modules\/posthog-js\//);
          return { manifest: entries.filter((entry) => !optional.has(entry.url.replace(/^\//, ''))), warnings: [] };
        }],
      },
    }),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // No modulepreload polyfill in the entry (about 0.4 kB gzip of Home's first load): every
    // browser since Chrome 66, Safari 17 and Firefox 115 preloads the listed chunks itself; an
    // older one fetches them as the entry's imports ask, one step later (issue 48 spent the room
    // on eighteen languages' catalog loaders).
    modulePreload: { polyfill: false },
    // Maps stay in dist/ for reading stack traces but are not referenced from the code,
    // and the server does not serve them (docs/security.md).
    sourcemap: 'hidden',
    // Read by the bundle-size benchmark and tests from disk; not served in production.
    manifest: true,
    // The vendor chunk (below) is one ~530 kB file on purpose; Vite's 500 kB warning is moot.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries every page needs at first paint go into one chunk: one file compresses
        // better than the dozen small shared chunks rolldown makes otherwise (measured with
        // npm run bench:client). Parts only lazy screens use stay out of it.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id) => firstPaintLibrary.test(id) && !lazyOnly.test(id) },
            { name: 'startup', test: startupModules },
          ],
        },
        // A chunk is named after its main module's file, or its folder for an index.ts: the
        // engine's index (packages/prayer-engine/src/index.ts) would make a chunk called 'src'.
        // It keeps the name 'prayer' it had when the engine was client/src/prayer.
        chunkFileNames: (chunk) => `assets/${chunk.name === 'src' && chunk.moduleIds.some((id) => id.endsWith('/packages/prayer-engine/src/index.ts')) ? 'prayer' : '[name]'}-[hash].js`,
      },
    },
  },
  server: {
    proxy: {
      // The Host stays the page's: the server refuses a WebSocket whose Origin is another host.
      '/graphql': { target: apiTarget, ws: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
}));
