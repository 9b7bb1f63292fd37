// Benches clean up after themselves however they end (issue 47 item 6): a failed bench:live
// once left its server and subscriber processes running for 20 minutes. A bench in miniature
// (tests/helpers/bench-cleanup-script.ts) starts two children through tools/testkit/children.ts,
// one of which starts a grandchild, and a temporary folder; after it throws, rejects, leaves a
// rejection unhandled, returns, or is sent SIGTERM, SIGINT or SIGHUP, every one of those
// processes is gone and the folder removed.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const SCRIPT = 'tests/helpers/bench-cleanup-script.ts';
const started: number[] = [];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    assert.equal((error as NodeJS.ErrnoException).code, 'ESRCH');
    return false;
  }
}

/** Waits for each pid to be gone (a killed process is reaped by init a moment after); the ones left. */
async function survivors(pids: number[]): Promise<number[]> {
  for (let i = 0; i < 100 && pids.some(alive); i++) await new Promise((r) => setTimeout(r, 50));
  return pids.filter(alive);
}

async function runBenchLike(how: string, signal?: NodeJS.Signals) {
  const bench = spawn(process.execPath, [SCRIPT, how], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  bench.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => bench.once('exit', (code) => resolve(code)));
  const first = await createInterface({ input: bench.stdout })[Symbol.asyncIterator]().next();
  assert.ok(!first.done, `the bench printed no pids:\n${stderr}`);
  const { pids, dir } = JSON.parse(first.value as string) as { pids: number[]; dir: string };
  started.push(...pids);
  assert.equal(pids.length, 3);
  assert.deepEqual(pids.filter(alive), pids, 'the children run while the bench does');
  // Only now may it end (it waits for this line), so the check above cannot race its ending.
  if (signal) bench.kill(signal);
  else bench.stdin.end('go\n');
  const code = await exited;
  return { code, pids, dir, stderr };
}

// Whatever a failing run left is killed here, so a failure does not leave processes behind either.
after(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
});

describe('a bench kills its children and removes its folders however it ends', { concurrency: true, timeout: 60_000 }, () => {
  const cases: { how: string; signal?: NodeJS.Signals; code: number }[] = [
    { how: 'throw', code: 1 },
    { how: 'unhandled', code: 1 },
    { how: 'reject', code: 1 },
    { how: 'end', code: 0 },
    { how: 'wait', signal: 'SIGTERM', code: 143 },
    { how: 'wait', signal: 'SIGINT', code: 130 },
    { how: 'wait', signal: 'SIGHUP', code: 129 },
  ];
  for (const { how, signal, code } of cases) {
    test(signal ? `stopped by ${signal}` : `it ends by '${how}'`, async () => {
      const run = await runBenchLike(how, signal);
      assert.equal(run.code, code, run.stderr);
      assert.deepEqual(await survivors(run.pids), [], 'children, grandchild included, still running after the bench ended');
      assert.equal(existsSync(run.dir), false, 'the temporary folder is left');
      if (code === 1) assert.match(run.stderr, /the bench failed/);
    });
  }
});
