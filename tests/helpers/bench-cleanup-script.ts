// A bench in miniature for tests/bench-cleanup.test.ts: inside runBench it starts two
// children through tools/testkit/children.ts (the second starts a grandchild of its own,
// outside the registry) and a temporary folder removed by a cleanup, prints their pids
// and the folder as one JSON line, waits for the test's 'go' on stdin, then ends the way argv[2] says:
//   throw      an exception thrown from a timer (uncaught)
//   unhandled  a promise rejected that nobody awaits
//   reject     the bench's main function rejects
//   end        the main function returns with the children still running
//   wait       waits for a signal from the test (SIGTERM, SIGINT, SIGHUP)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { onCleanup, runBench, spawnChild } from '../../tools/testkit/children.ts';

const how = process.argv[2];
const IDLE = 'setInterval(() => {}, 1000)';
// Starts the grandchild (ignored stdio, its parent's process group), prints its pid, idles.
const WITH_GRANDCHILD =
  `const g = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(IDLE)}], { stdio: 'ignore' });` +
  `process.stdout.write(g.pid + '\\n'); ${IDLE}`;
const forever = () => new Promise<never>(() => undefined);

await runBench(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cleanup-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const first = spawnChild(process.execPath, ['-e', IDLE], { stdio: 'ignore' });
  const second = spawnChild(process.execPath, ['-e', WITH_GRANDCHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: second.stdout! });
  const grandchild = Number((await lines[Symbol.asyncIterator]().next()).value);
  process.stdout.write(`${JSON.stringify({ pids: [first.pid, second.pid, grandchild], dir })}\n`);
  // The test checks the children are running, then says 'go' (a line on stdin): ending before
  // that would race the check.
  await createInterface({ input: process.stdin })[Symbol.asyncIterator]().next();

  if (how === 'throw') {
    setTimeout(() => {
      throw new Error('the bench failed (thrown)');
    }, 10);
    await forever();
  }
  if (how === 'unhandled') {
    void Promise.reject(new Error('the bench failed (unhandled rejection)'));
    await forever();
  }
  if (how === 'reject') throw new Error('the bench failed (main rejected)');
  if (how === 'wait') await forever();
  // 'end': returns, the children still running.
});
