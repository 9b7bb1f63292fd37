// Runs the real server as a child process (node server/main.ts), for tests that
// kill it or stop it with a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_NODE_FLAGS } from '../../tools/testkit/nodeFlags.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /**
   * Sets the process's wall clock to run `shiftMs` ahead of the real one (shifted-clock.ts);
   * only for a server spawned with SHIFTED_CLOCK_MS. Resolves once the server has it.
   */
  setClockShift(shiftMs: number): Promise<void>;
}

export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  // A shifted wall clock, which the test can move over IPC, only where the test asks for
  // one (shifted-clock.ts; SHIFTED_CLOCK_MS '0' starts it on the real time).
  const shifted = env.SHIFTED_CLOCK_MS !== undefined;
  const preload = shifted ? ['--import', './tests/helpers/shifted-clock.ts'] : [];
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, ...preload, 'server/main.ts'], {
    env: { ...process.env, REDIS_URL: '', DATABASE_URL: '', STATIC_DIR: '', LOG_REQUESTS: '0', ...env, PORT: String(port) },
    stdio: shifted ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const setClockShift = (shiftMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (!child.send) return reject(new Error('this server was not spawned with SHIFTED_CLOCK_MS'));
      const onMessage = (message: { clockShifted?: number }) => {
        if (message?.clockShifted !== shiftMs) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ clockShiftMs: shiftMs }, (error) => error && reject(error));
    });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  // 60 s: three servers starting their embedded databases at once on a loaded machine took
  // more than 30 (a quiet CI run takes a few seconds).
  while (!output.includes('"listening"')) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      // A server that comes up after all would outlive its test and keep the test file's
      // process from ever ending (seen on a loaded machine): it goes with the failure.
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited, setClockShift };
}
