// Runs every *.test.ts file with Node's own test runner (tsx loads TypeScript),
// in two lanes side by side (below): browser files and the rest.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILT_ENV, buildClient } from '../testkit/buildClient.ts';
import { makePgliteTemplate, PGLITE_TEMPLATE_ENV } from '../testkit/pgliteTemplate.ts';

const roots = ['packages', 'client', 'server', 'tests'];
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

// The browser tests serve a fresh client build, made once for the whole run, not
// once per file (each file gets its own process). Under `npm test` that build is
// dist/, which the pretest step has just made from this tree; otherwise it is built
// into .tmp/ (buildClient.ts).
const BROWSER_TESTS = ['tests/e2e/', 'tests/analytics/browser'];
const isBrowserTest = (file: string) => BROWSER_TESTS.some((dir) => file.replaceAll('\\', '/').includes(dir));
if (files.some(isBrowserTest)) {
  const pretestBuild = resolve('dist');
  const fresh = process.env.npm_lifecycle_event === 'test' && existsSync(join(pretestBuild, 'index.html'));
  process.env[BUILT_ENV] = fresh ? pretestBuild : await buildClient();
}

// Test servers on the embedded database copy one migrated PGlite folder, made here
// once for the run instead of once in each file's process (about 7 s each).
if (files.some((file) => file.replaceAll('\\', '/').startsWith('tests/'))) {
  process.env[PGLITE_TEMPLATE_ENV] = await makePgliteTemplate();
}

// Two lanes side by side: the browser files (each a Chromium and a server on its own
// embedded database) and the rest (servers on PGlite and PostgreSQL, Redis, nginx).
// Nothing is shared between the lanes: ports are free ports, each PostgreSQL test
// server has its own schema, the browser files use neither Redis nor PostgreSQL.
// Within a lane, files run one at a time, as before. TEST_LANES=1 runs one lane.
const lanes = (process.env.TEST_LANES === '1' ? [files] : [files.filter((f) => !isBrowserTest(f)), files.filter(isBrowserTest)])
  .filter((lane) => lane.length > 0);

mkdirSync('.tmp', { recursive: true });
const results = await Promise.all(lanes.map((lane, index) => runLane(lane, index, index === 0)));

// The first lane was shown as it ran; the others are shown whole once they end.
for (const result of results.slice(1)) process.stdout.write(`\n--- ${result.files} more test files, run alongside ---\n${result.output}`);

const total = (name: string) => results.reduce((sum, r) => sum + count(r.tap, name), 0);
console.log(`\ntests: ${total('pass')} passed, ${total('fail') + total('cancelled')} failed, ${total('skipped')} skipped`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);

interface LaneResult { files: number; status: number | null; output: string; tap: string }

/** Runs one lane's files with Node's runner: spec output for people, TAP to a file for the closing summary line. */
function runLane(lane: string[], index: number, live: boolean): Promise<LaneResult> {
  const tapFile = join('.tmp', `test-results-${index}.tap`);
  const child = spawn(
    process.execPath,
    [
      '--import', 'tsx', '--test', '--test-concurrency=1',
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
      ...lane,
    ],
    { stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'], env: process.env },
  );
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({
      files: lane.length,
      status,
      output: Buffer.concat(chunks).toString('utf8'),
      tap: existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '',
    }));
  });
}

function count(tap: string, name: string): number {
  return Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
}
