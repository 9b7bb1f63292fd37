// The client's import rules (docs/client.md, "Layout of the code") are lint
// errors: a feature importing another feature, entities/ importing a feature, shared/
// importing entities/ or a feature, and the engine importing the app or Node are each
// reported by `npm run lint`; so is tests/, bench/ or scripts/ importing another of them
// (tools/testkit/README.md). Import cycles are refused by tests/import-loops.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

test('a feature may not import another feature', async () => {
  const ids = await ruleIds("import { splitTags } from '../duas/splitTags.ts';\nexport const tags = splitTags;\n", 'client/src/features/home/example.ts');
  assert.deepEqual(ids, ['import-x/no-restricted-paths']);
});

test('a feature may import its own folder, shared/ and the engine', async () => {
  const code = "import { splitTags } from './splitTags.ts';\nimport { readString } from '../../shared/storage/safeStorage.ts';\nimport { qiblaBearing } from '@prayer-companion/engine';\nexport const all = [splitTags, readString, qiblaBearing];\n";
  assert.deepEqual(await ruleIds(code, 'client/src/features/duas/example.ts'), []);
});

test('shared/ may not import a feature, nor the engine the client or the server', async () => {
  assert.deepEqual(await ruleIds("import { splitTags } from '../../features/duas/splitTags.ts';\nexport const s = splitTags;\n", 'client/src/shared/ui/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { readString } from '../../../client/src/shared/storage/safeStorage.ts';\nexport const s = readString;\n", 'packages/prayer-engine/src/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { badInput } from '../../../server/errors.ts';\nexport const b = badInput;\n", 'packages/prayer-engine/src/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { badInput } from '../../../server/errors.ts';\nexport const b = badInput;\n", 'packages/common/src/example.ts'), ['import-x/no-restricted-paths']);
});

test("the client's layers run one way: app → features → entities → shared", async () => {
  const appUser = "import { LONDON } from '../user/appUser.ts';\nexport const l = LONDON;\n";
  assert.deepEqual(await ruleIds(appUser, 'client/src/entities/night/example.ts'), []);
  assert.deepEqual(await ruleIds("import { LONDON } from '../../entities/users/appUser.ts';\nexport const l = LONDON;\n", 'client/src/shared/ui/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { splitTags } from '../../features/duas/splitTags.ts';\nexport const s = splitTags;\n", 'client/src/entities/users/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { LONDON } from '../../entities/users/appUser.ts';\nexport const l = LONDON;\n", 'client/src/features/duas/example.ts'), []);
});

test('the server does not import the client, nor the client the server', async () => {
  assert.deepEqual(await ruleIds("import { LONDON } from '../../../client/src/entities/users/appUser.ts';\nexport const l = LONDON;\n", 'server/domain/calendar/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { badInput } from '../../../../server/errors.ts';\nexport const b = badInput;\n", 'client/src/shared/ui/example.ts'), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIds("import { DEFAULT_PLACE } from '@prayer-companion/engine/defaultPlace';\nexport const p = DEFAULT_PLACE;\n", 'server/domain/calendar/example.ts'), []);
});

test("the engine's src/ imports no Node module (it runs in the browser); its tests may", async () => {
  const code = "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n";
  assert.deepEqual(await ruleIds(code, 'packages/prayer-engine/src/example.ts'), ['no-restricted-imports']);
  assert.deepEqual(await ruleIds(code, 'packages/prayer-engine/test/example.ts'), []);
});

test("the server's arrows run one way: edge → schema → domain → database; live transport below the edge", async () => {
  const refused: [string, string][] = [
    ["import { createGraphQLServer } from '../http/yoga.ts';\nexport const y = createGraphQLServer;\n", 'server/live/example.ts'],
    ["import { createRestHandler } from '../http/rest/index.ts';\nexport const r = createRestHandler;\n", 'server/schema/example.ts'],
    ["import { staticHandler } from '../../http/static.ts';\nexport const h = staticHandler;\n", 'server/domain/push/example.ts'],
    ["import { schema } from '../../schema/index.ts';\nexport const s = schema;\n", 'server/domain/push/example.ts'],
    ["import { createLivePubSub } from './live/pubsub.ts';\nexport const p = createLivePubSub;\n", 'server/context.ts'],
  ];
  for (const [code, file] of refused) assert.deepEqual(await ruleIds(code, file), ['import-x/no-restricted-paths'], file);
  assert.deepEqual(await ruleIds("import { badInput } from '../../errors.ts';\nexport const b = badInput;\n", 'server/domain/push/example.ts'), []);
});

test('tests/, bench/ and scripts/ import nothing of each other, nor tools/ of tests/ or bench/: shared helpers are in tools/testkit/', async () => {
  const refused: [string, string][] = [
    ["import { machineInfo } from '../../bench/lib/machine.ts';\nexport const m = machineInfo;\n", 'tests/load/example.ts'],
    ["import { PHONE } from '../../tests/e2e/helpers/homePage.ts';\nexport const p = PHONE;\n", 'bench/client/example.ts'],
    ["import { client } from '../tests/helpers/client.ts';\nexport const c = client;\n", 'scripts/example.ts'],
    ["import { startServer } from '../../tests/helpers/server.ts';\nexport const s = startServer;\n", 'tools/test-runner/example.ts'],
    ["import { cpuInfo } from '../../bench/lib/cpu.ts';\nexport const c = cpuInfo;\n", 'tools/testkit/example.ts'],
  ];
  for (const [code, file] of refused) assert.deepEqual(await ruleIds(code, file), ['no-restricted-imports'], file);
  // The shared library is open to all three, and a folder's own helpers to itself.
  assert.deepEqual(await ruleIds("import { launchBrowser } from '../../tools/testkit/browser.ts';\nexport const l = launchBrowser;\n", 'tests/e2e/example.ts'), []);
  assert.deepEqual(await ruleIds("import { createSchema } from '../../tools/testkit/postgres.ts';\nexport const c = createSchema;\n", 'bench/api/example.ts'), []);
  assert.deepEqual(await ruleIds("import { startServer } from '../helpers/server.ts';\nexport const s = startServer;\n", 'tests/load/example.ts'), []);
});
