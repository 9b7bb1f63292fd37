// Lint: typescript-eslint's recommended rules and the rules of hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Client layers (docs/client.md), each importing only those below it:
// app → features → entities → shared. A feature imports only itself, entities/
// (data several features use: the user, e-mail, night times, mosques, the Hijri
// month), shared/ (what knows no domain: Apollo, i18n, UI, storage), gql/ and the
// prayer engine (@prayer-companion/engine).
const FEATURES = readdirSync(new URL('./client/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientZones = [
  ...FEATURES.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the data both need to client/src/entities, or compose them in client/src/app.',
  })),
  { target: './client/src/entities', from: ['./client/src/features', './client/src/app'], message: 'entities/ must not depend on a feature or the app.' },
  { target: './client/src/shared', from: ['./client/src/features', './client/src/app', './client/src/entities'], message: 'shared/ knows no domain: it must not depend on entities/, a feature or the app.' },
];

// The prayer engine (packages/prayer-engine) stands alone: the browser and the
// server both run it, so it imports neither. What both need (the engine, the
// offline cities, the default place) is in packages/, so the server and the
// client import nothing of each other (the server reads the client's language
// catalogs as files, server/i18n, not as modules).
const engineZones = [
  { target: './packages/prayer-engine', from: ['./client', './server'], message: 'The prayer engine stands alone (the browser and the server both run it).' },
  { target: './packages/common', from: ['./client', './server', './packages/prayer-engine'], message: 'The shared names (packages/common) stand alone: the browser and the server both use them.' },
  { target: './server', from: './client', message: 'The server does not import the client: move what both need to packages/ (the engine).' },
  { target: './client', from: './server', message: 'The client does not import the server: move what both need to packages/ (the engine).' },
];

// Server layers (docs/server.md): the HTTP edge (http/: app, GraphQL, REST, static
// files, health) calls the schema, the schema the domain, the domain the database;
// live transport sits below the edge, and the request context depends on event
// contracts, not on it.
const EDGE = ['./server/http'];
const DOMAIN = ['./server/domain', './server/auth', './server/db'];
const serverZones = [
  { target: './server/live', from: EDGE, message: 'Live transport does not import the HTTP edge.' },
  { target: './server/schema', from: [...EDGE, './server/live'], message: 'The schema does not import the edge or the live transport.' },
  ...DOMAIN.map((target) => ({ target, from: [...EDGE, './server/schema', './server/live'], message: 'The domain does not import the edge, the schema or the live transport.' })),
  { target: './server/context.ts', from: './server/live', message: 'The context depends on server/domain/events/events.ts, not on live/.' },
];

// Tests, benchmarks, scripts and tools (tools/testkit/README.md): tests/, bench/ and scripts/
// do not import each other's files, and tools/ imports none of tests/ and bench/; a helper
// two of them need lives in tools/testkit/. A relative import climbing into a refused folder
// is an error (`no-restricted-imports`; tests/lint-boundaries.test.ts).
const refuseFolders = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})/`, message }] }],
});
const TESTKIT = 'Move what both folders need to tools/testkit/ (tools/testkit/README.md).';
const folderZones = [
  { files: ['tests/**'], rules: refuseFolders(['bench', 'scripts'], `tests/ does not import bench/ or scripts/. ${TESTKIT}`) },
  { files: ['bench/**'], rules: refuseFolders(['tests', 'scripts'], `bench/ does not import tests/ or scripts/. ${TESTKIT}`) },
  { files: ['scripts/**', 'tools/**'], rules: refuseFolders(['tests', 'bench'], `scripts/ and tools/ do not import tests/ or bench/. ${TESTKIT}`) },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tmp', 'prisma/generated', 'client/src/gql', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Hooks rules for React code only (the server's use* functions are Envelop plugins).
  { files: ['client/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/**/*.ts', 'packages/*/{src,test,scripts}/**/*.ts'],
    plugins: { 'import-x': importX },
    // Imports name their .ts/.tsx files, so Node's resolver finds them; they are
    // parsed with typescript-eslint's parser to follow their own imports. Import loops
    // between files are refused by tests/import-loops.test.ts, not here: ESLint's
    // import-x/no-cycle took 45% of the lint's time.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...serverZones, ...engineZones] }],
    },
  },
  // The engine's and common's sources run in the browser too: Node's modules only in test/, scripts/ and common's node/.
  {
    files: ['packages/prayer-engine/src/**/*.ts', 'packages/common/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: "The engine's src/ runs in the browser: Node-only code goes in test/ or scripts/." }] }] },
  },
  ...folderZones,
);
