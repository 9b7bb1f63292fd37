// Runs every *.test.ts file with Node's own test runner (tsx loads TypeScript).
// Files run one at a time: server tests start real servers and databases, and
// two cores are all a CI machine has.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_ENV, buildClient, E2E_DIST } from '../tests/e2e/helpers/buildClient.ts';

const roots = ['client', 'server', 'tests'];
const filter = process.argv.slice(2);

function findTests(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(findTests(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const files = roots
  .flatMap((root) => findTests(root))
  .filter((file) => filter.length === 0 || filter.some((f) => file.includes(f)))
  .sort();

if (files.length === 0) {
  console.error('no test files matched', filter);
  process.exit(1);
}

// The browser tests serve a fresh client build. Built here once for the whole
// run, not once per file (each file gets its own process): that was a build of
// about 10 s for each of 16 files.
const BROWSER_TESTS = ['tests/e2e/', 'tests/analytics/browser'];
if (files.some((file) => BROWSER_TESTS.some((dir) => file.replaceAll('\\', '/').includes(dir)))) {
  await buildClient();
  process.env[BUILT_ENV] = E2E_DIST;
}

// Spec output for people, TAP to a file for the closing summary line.
mkdirSync('.tmp', { recursive: true });
const tapFile = join('.tmp', 'test-results.tap');
const result = spawnSync(
  process.execPath,
  [
    '--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
    ...files,
  ],
  { stdio: 'inherit', env: process.env },
);
const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
console.log(`\ntests: ${count('pass')} passed, ${count('fail') + count('cancelled')} failed, ${count('skipped')} skipped`);
process.exit(result.status ?? 1);
