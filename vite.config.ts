// The browser client lives in client/; the build goes to dist/ at the top,
// where the server serves it (static files plus SPA fallback to index.html).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compiledCatalogs } from './scripts/compiled-catalogs-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { VitePWA } from 'vite-plugin-pwa';

const clientRoot = fileURLToPath(new URL('./client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const generatedDocuments = fileURLToPath(new URL('./client/src/gql/graphql.ts', import.meta.url));
// The client's dev server proxies the API to a server started separately
// (`npm run dev`, on PORT, 4000 by default like server/config.ts).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;

/**
 * What codegen's babel/swc plugin does, for rolldown: each `graphql(`…`)` call becomes an
 * import of that one document. Without it, gql.ts's map of every document lands in the
 * first-load chunk; importing from gql/graphql.ts instead would still put every document
 * in one shared chunk (a module is never split). So each document is served as its own
 * small module, copied from gql/graphql.ts, and ships in the chunk that uses it. The
 * document objects are the generated ones, so behaviour is identical.
 */
function graphqlDocumentImports(): Plugin {
  // A plain template literal: `$` allowed (variables), `${` not (interpolation).
  const call = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
  const prefix = 'virtual:graphql-document/';
  let documents = new Map<string, string>();
  return {
    name: 'graphql-document-imports',
    apply: 'build',
    // Before TypeScript is stripped, on the source as written.
    enforce: 'pre',
    buildStart() {
      const generated = readFileSync(generatedDocuments, 'utf8');
      const line = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
      documents = new Map([...generated.matchAll(line)].map((m) => [m[1]!, m[2]!]));
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load: (id) => (id.startsWith(`\0${prefix}`) ? `export default ${documents.get(id.slice(prefix.length + 1))};` : null),
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || id.includes('/client/src/gql/') || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const out = code.replace(call, (whole, source: string) => {
        const head = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!head) return whole;
        const name = head[1] === 'fragment' ? `${head[2]}FragmentDoc` : `${head[2]}Document`;
        if (!documents.has(name)) return whole;
        imports.add(name);
        return `__gqlDoc_${name}`;
      });
      if (imports.size === 0) return null;
      const lines = [...imports].map((n) => `import __gqlDoc_${n} from '${prefix}${n}';`);
      // The import of graphql() itself would otherwise keep gql.ts (and its map) alive.
      const rest = out.includes('graphql(') ? out : out.replace(/^import \{ graphql \} from '[^']*\/gql\/(?:gql|index)(?:\.ts)?';$/m, '');
      return { code: `${lines.join('\n')}\n${rest}`, map: null };
    },
  };
}

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

// Where this build writes: `--outDir` (bench:client, the e2e build) overrides the config's.
let builtDir = outDir;
const rememberOutDir: Plugin = { name: 'remember-out-dir', configResolved: (config) => void (builtDir = config.build.outDir) };

/** Built files holding modules whose path matches, read from this build's own manifest. */
function chunksOf(source: RegExp): Set<string> {
  const manifest = JSON.parse(readFileSync(`${builtDir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  return new Set(Object.entries(manifest).filter(([key]) => source.test(`/${key}`)).map(([, chunk]) => chunk.file));
}

// Parts of those libraries that only lazy chunks use (subscriptions, inputs, the colour
// scheme hook of the settings drawer): left to rolldown, so they load with their screens.
const lazyOnly = /use-mantine-color-scheme|use-input-props|find-element-in-shadow-dom/;

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
  // import.meta.resolve fails when Vite runs inside the tests' tsx loader.
  plugins: [
    rememberOutDir,
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
          const optional = chunksOf(/\/node_modules\/posthog-js\//);
          return { manifest: entries.filter((entry) => !optional.has(entry.url.replace(/^\//, ''))), warnings: [] };
        }],
      },
    }),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
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
        codeSplitting: { groups: [{ name: 'vendor', test: (id) => firstPaintLibrary.test(id) && !lazyOnly.test(id) }] },
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
