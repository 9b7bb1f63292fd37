// Home's first load stays Home's (issue 46 point 2): the screens reached from Home but not
// shown on it (/stats, the prayer-hall screen) are chunks of their own, loaded on their
// route, and nothing of theirs rides in the entry chunk or its static imports; and of the
// GraphQL documents only those the first screen sends before Apollo arrives. Read from
// the client build the browser tests serve (no browser needed). The sizes themselves are a
// benchmark's business (`npm run bench:client`, BENCHMARKS.md), not a test's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from '../../tools/testkit/buildClient.ts';
import { firstLoad } from '../../tools/testkit/bundleSize.ts';

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}

// Each lazy screen with a test id only it renders.
const LAZY_SCREENS = [
  { source: 'src/features/stats/StatsScreen.tsx', marker: 'heatmap-frame' },
  { source: 'src/features/mosque/PrayerHallScreen.tsx', marker: 'hall-clock' },
];

test('the stats and prayer-hall screens load as their own chunks, outside Home\'s first load', async () => {
  const dist = await buildClient();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const home = firstLoad(dist);
  const homeFiles = new Set(home.js.map((chunk) => chunk.file));
  const homeText = home.js.map((chunk) => readFileSync(join(dist, chunk.file), 'utf8')).join('\n');
  assert.ok(homeFiles.size > 0 && homeText.includes('createRoot'), 'the first load is read');
  for (const { source, marker } of LAZY_SCREENS) {
    const chunk = manifest[source];
    assert.ok(chunk?.isDynamicEntry, `${source} is a chunk loaded on demand`);
    assert.ok(!homeFiles.has(chunk.file), `${source} is not in Home's first load`);
    assert.ok(readFileSync(join(dist, chunk.file), 'utf8').includes(marker), `${marker} is in ${source}'s chunk`);
    assert.ok(!homeText.includes(marker), `nothing of ${source} (${marker}) is in Home's first load`);
  }
});

// What the first screen sends over plain fetch (features/accounts/signIn.ts) and the
// language sync (features/settings/saveLanguage.ts); every other operation comes with its
// screen or with Home's data, after the first paint. A build that kept one document of
// gql/graphql.ts kept all 82 (tools/vite/graphql-document-imports.ts).
const FIRST_LOAD_OPERATIONS = ['CreateAnonymousUser', 'HeldSpace', 'Me', 'OpenPrivateLink', 'UpdateLanguage'];

test("Home's first load carries only the GraphQL documents it sends before Apollo arrives", async () => {
  const dist = await buildClient();
  const homeText = firstLoad(dist).js.map((chunk) => readFileSync(join(dist, chunk.file), 'utf8')).join('\n');
  // Minified documents: {kind:`OperationDefinition`,operation:`query`,name:{kind:`Name`,value:`Me`}.
  const named = /kind:(["'`])OperationDefinition\1,operation:\1\w+\1,name:\{kind:\1Name\1,value:\1(\w+)\1/g;
  const operations = [...new Set([...homeText.matchAll(named)].map((m) => m[2]!))].sort();
  assert.deepEqual(operations, [...FIRST_LOAD_OPERATIONS].sort());
});
