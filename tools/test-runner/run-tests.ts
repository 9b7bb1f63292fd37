// Runs every *.test.ts file with Node's own test runner (tsx loads TypeScript),
// in lanes side by side (below): browser files and the rest.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILT_ENV, buildClient } from '../testkit/buildClient.ts';
import { makePgliteTemplate, PGLITE_TEMPLATE_ENV } from '../testkit/pgliteTemplate.ts';
import { makePostgresTemplate, POSTGRES_TEMPLATE_ENV } from '../testkit/postgresTemplate.ts';
import { TEST_NODE_FLAGS } from '../testkit/nodeFlags.ts';
import { SHARED_BROWSER_ENV } from '../testkit/browser.ts';

const runStarted = Date.now();

// Every temporary file of the run (test servers' database copies, Chromium's profiles, the
// templates below) goes in one folder of its own, removed when the run ends: files that
// did not clean up after themselves left ~30 folders (40 MB each for a database) in /tmp
// per run. TMPDIR is what os.tmpdir(), mkdtemp and Chromium read.
const runTmp = mkdtempSync(join(tmpdir(), 'pc-run-'));
// Readable by other users as /tmp is: the topology test's nginx runs unprivileged and must
// reach its configuration in a folder in here (mkdtemp makes the folder 0700).
chmodSync(runTmp, 0o755);
process.env.TMPDIR = runTmp;
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
const BROWSER_TESTS = ['tests/e2e/', 'tests/analytics/browser', 'tests/analytics/fast-clock'];
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

// Likewise on PostgreSQL: one migrated template database, which each test server clones
// (tests/helpers/server.ts), dropped when the run ends.
const postgresTemplate =
  process.env.TEST_DATABASE_URL && files.some((file) => file.replaceAll('\\', '/').startsWith('tests/'))
    ? await makePostgresTemplate(process.env.TEST_DATABASE_URL)
    : null;
if (postgresTemplate) process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate.name;

// Lanes side by side (three; TEST_LANES sets 1 to 4), each running one file or batch at a time in a process of its own. Lane 0
// takes the files without a browser (servers on PGlite and PostgreSQL, Redis, nginx) from
// the front, lane 1 the browser files (each a Chromium and a server on its own embedded
// database); a lane whose list is done takes the other list's files from its far end, so
// both lanes end together and mostly one browser file runs beside one server file.
// Nothing is shared between files but a batch's process: ports are free ports, each test
// server has its own database, the browser files use neither Redis nor PostgreSQL, and each
// file starts and stops its own servers and browser. TEST_LANES=1 runs one lane. A
// process's output is shown whole when it ends, so two lanes never interleave.
// Files that share one process (a batch, below): the browser files, and the files that boot
// the server in-process. Loading the server's modules and Playwright is ~2–3 s of CPU per
// process here; a batch pays it once (BENCHMARKS.md, 'Batches'). Everything else runs alone:
// the engine's tests set TZ for their whole process, the fault tests kill and restart
// things, and contain.test.ts listens for uncaught exceptions process-wide.
const BATCHED = [...BROWSER_TESTS, 'tests/server/', 'tests/rest/', 'tests/security/', 'tests/analytics/events-api', 'tests/analytics/report'];
const ALONE = ['tests/security/contain.test.ts'];
const isBatched = (file: string) => {
  const path = file.replaceAll('\\', '/');
  return BATCHED.some((dir) => path.includes(dir)) && !ALONE.some((alone) => path.endsWith(alone));
};
// Files per batch (TEST_BATCH; 1 runs every file alone, as before), at most: a lane takes up
// to four batched files from its end of a list while many are left, fewer as the run nears
// its end, and single files last, so the lanes still end together (a run with fixed batches
// of four ended with one lane running a 200 s batch alone).
const batchSize = Math.max(1, Number(process.env.TEST_BATCH ?? 4) || 4);
const serverFiles = files.filter((f) => !isBrowserTest(f));
const browserFiles = files.filter(isBrowserTest);
// Three lanes by default: with two, a quarter of the machine sat idle while server files
// waited on their timers and sockets (run of 2026-11-28: 910 s busy, 278 s idle of 2 × 603 s).
const laneCount = Math.max(1, Math.min(4, Number(process.env.TEST_LANES ?? 3) || 3));
// A file that hangs (a server that never answers, a browser that never closes) fails
// after this long instead of holding CI to its limit.
const FILE_LIMIT_MS = Number(process.env.TEST_FILE_LIMIT_MS ?? 15 * 60_000);

/**
 * The next file for this lane: lane 0 the server files from the front, lane 1 the browser
 * files from the front, a third lane the server files from the back; a lane whose list is
 * done takes the other list's files from its far end.
 */
function nextFile(lane: number): string[] | undefined {
  if (laneCount === 1) return take(serverFiles, 'front') ?? take(browserFiles, 'front');
  if (lane === 1) return take(browserFiles, 'front') ?? take(serverFiles, 'back');
  if (lane === 0) return take(serverFiles, 'front') ?? take(browserFiles, 'back');
  return take(serverFiles, 'back') ?? take(browserFiles, 'back');
}

/** One file from this end of `list`, or several batched files in a row while enough are left for every lane. */
function take(list: string[], end: 'front' | 'back'): string[] | undefined {
  const next = () => (end === 'front' ? list.shift() : list.pop());
  const peek = () => (end === 'front' ? list[0] : list[list.length - 1]);
  const first = next();
  if (!first) return undefined;
  const batch = [first];
  const left = serverFiles.length + browserFiles.length;
  const size = Math.min(batchSize, Math.floor(left / (laneCount * 3)));
  while (isBatched(first) && batch.length < size && peek() && isBatched(peek()!)) batch.push(next()!);
  return batch;
}

const tapDir = join('.tmp', 'test-results');
rmSync(tapDir, { recursive: true, force: true });
mkdirSync(tapDir, { recursive: true });
const results: FileResult[] = [];
let fileNumber = 0;

async function runLane(lane: number): Promise<void> {
  for (let batch = nextFile(lane); batch; batch = nextFile(lane)) {
    const result = await runFile(batch, join(tapDir, `${++fileNumber}.tap`));
    results.push(result);
    process.stdout.write(`\n--- ${batch.join(' + ')} (lane ${lane}, ${(result.ms / 1000).toFixed(1)} s, cpu ${result.cpuS.toFixed(1)} s)${result.status === 0 ? '' : ' FAILED'} ---\n${result.output}`);
  }
}

// Counted from here: the templates above were made by children too.
let childCpuSeen = childCpuSeconds();
const machineAtStart = machineCpuSeconds();
await Promise.all(Array.from({ length: laneCount }, (_, lane) => runLane(lane)));
const leftClones = (await postgresTemplate?.drop()) ?? [];
// A test server's database that its file did not drop: named, so the leak can be found.
if (leftClones.length) console.log(`\nPostgreSQL databases a test left behind (dropped now): ${leftClones.join(', ')}`);

// The slowest files, so a run that grows shows where its time went.
const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 12);
console.log(`\nslowest files:\n${slowest.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.file}`).join('\n')}`);
const costliest = [...results].sort((a, b) => b.cpuS - a.cpuS).slice(0, 12);
console.log(`\nmost CPU:\n${costliest.map((r) => `  ${r.cpuS.toFixed(1).padStart(6)} s  ${r.file}`).join('\n')}`);
const cpuOf = (list: FileResult[]) => list.reduce((sum, r) => sum + r.cpuS, 0).toFixed(0);
const machine = machineCpuSeconds();
console.log(`run: ${((Date.now() - runStarted) / 1000).toFixed(0)} s; the files' processes ${cpuOf(results)} s of CPU (browser files ${cpuOf(results.filter((r) => isBrowserTest(r.file)))} s); the whole machine during the lanes: ${(machine.busy - machineAtStart.busy).toFixed(0)} s busy, ${(machine.idle - machineAtStart.idle).toFixed(0)} s idle`);

// What the files left in the run's folder (a server's database copy, say), named so the leak
// can be found, then removed with the folder. Not named: the templates, and the profiles of
// the Chromiums a batch shares, which end with their process (tools/testkit/browser.ts).
const leftFiles = readdirSync(runTmp).filter((name) => !name.startsWith('pc-template-') && !name.startsWith('playwright_') && !name.startsWith('org.chromium.'));
if (leftFiles.length) console.log(`\ntemporary files the tests left behind (removed now): ${leftFiles.join(', ')}`);
rmSync(runTmp, { recursive: true, force: true });

const failed = results.filter((r) => r.status !== 0);
if (failed.length) console.log(`\nfiles that failed:\n${failed.map((r) => `  ${r.file}`).join('\n')}`);
// Each failure's name and error again, last, where a shortened CI log still shows them
// (a run of 2026-11-29 showed only the failing suite's name).
for (const r of failed) console.log(`\n--- why ${r.file} failed ---\n${failureDetails(r.output)}`);
const total = (name: string) => results.reduce((sum, r) => sum + count(r.tap, name), 0);
console.log(`\ntests: ${total('pass')} passed, ${total('fail') + total('cancelled') + failed.filter((r) => !count(r.tap, 'fail') && !count(r.tap, 'cancelled')).length} failed, ${total('skipped')} skipped`);
process.exit(failed.length === 0 ? 0 : 1);

interface FileResult { file: string; status: number | null; output: string; tap: string; ms: number; cpuS: number }

// CPU a file's process and what it started and waited for (its servers, scripts, the
// Chromium browser process) used: the runner's reaped-children time (Linux /proc), read when
// each file's process has been reaped. Chromium's renderers are not in it: they outlive the
// zygote that forked them and are reaped by init, so the whole machine's busy time (from
// /proc/stat, which also holds PostgreSQL's and Redis's work) is printed for the run.
function machineCpuSeconds(): { busy: number; idle: number } {
  try {
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return { busy: 0, idle: 0 };
  }
}

function childCpuSeconds(): number {
  try {
    const fields = (readFileSync('/proc/self/stat', 'utf8').split(') ')[1] ?? '').split(' ');
    // cutime and cstime are fields 16 and 17 of stat(5); the slice starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Runs one test file, or a batch of files in one process, with Node's runner: spec output for
 * people, TAP to a file for the closing summary line. A batch runs its files one after another
 * in one process (`--experimental-test-isolation=none`); `--test-force-exit` ends it when its
 * tests are done, as a lone file's process ends, even if a file left a handle open.
 */
function runFile(batch: string[], tapFile: string): Promise<FileResult> {
  const started = Date.now();
  const file = batch.join(' + ');
  const together = batch.length > 1 ? ['--test', '--experimental-test-isolation=none', '--test-force-exit'] : [];
  const child = spawn(
    process.execPath,
    [
      ...TEST_NODE_FLAGS,
      ...together,
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
      ...batch,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: batch.length > 1 ? { ...process.env, [SHARED_BROWSER_ENV]: '1' } : process.env },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const limit = setTimeout(() => {
    chunks.push(Buffer.from(`\n✖ ${file} ran past ${FILE_LIMIT_MS / 60_000} min and was stopped\n`));
    child.kill('SIGKILL');
  }, FILE_LIMIT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(limit);
      const cpuNow = childCpuSeconds();
      const cpuS = cpuNow - childCpuSeen;
      childCpuSeen = cpuNow;
      resolve({
        cpuS,
        file,
        status,
        output: Buffer.concat(chunks).toString('utf8'),
        tap: existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '',
        ms: Date.now() - started,
      });
    });
  });
}

/** The spec reporter's closing 'failing tests' section (or the output's end when it has none), at most 60 lines. */
function failureDetails(output: string): string {
  const marker = output.lastIndexOf('✖ failing tests:');
  const lines = (marker >= 0 ? output.slice(marker) : output).trimEnd().split('\n');
  return (marker >= 0 ? lines.slice(0, 60) : lines.slice(-60)).join('\n');
}

function count(tap: string, name: string): number {
  return Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
}
