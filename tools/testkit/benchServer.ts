// Starts tools/testkit/serverChild.ts as a child process and talks to it over IPC.
// The child is registered with children.ts: it goes when the bench (or load test) ends.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forkChild } from './children.ts';

export interface BenchServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** RSS and V8 heap in use after a full GC in the server process. */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  /** CPU time the server process has used so far (user + system), µs. */
  cpu(): Promise<number>;
  /** Lines the server wrote to stderr (only the first few are echoed). */
  stderrLines(): number;
  stop(): Promise<void>;
}

/** Sends the child `{ type }` over IPC and resolves with its answer of the same type. */
function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string } & T) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

const entry = fileURLToPath(new URL('./serverChild.ts', import.meta.url));

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const child = forkChild(entry, [], {
    execArgv: ['--expose-gc', '--max-old-space-size=4096'],
    // Request logs would cost the server time the bench then measures.
    env: { ...process.env, PORT: '0', LOG_REQUESTS: '0', STATIC_DIR: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  // Under overload the server may log an error per request: echo the first lines, count the rest.
  let stderrLines = 0;
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      stderrLines += 1;
      if (stderrLines <= 15) process.stderr.write(`[server] ${line}\n`);
    }
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (m: { type: string; port?: number }) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve(m.port!);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stderrLines: () => stderrLines,
    cpu: () => ask<{ micros: number }>(child, 'cpu').then((m) => m.micros),
    memory: () => ask<{ rss: number; heapUsed: number }>(child, 'memory').then(({ rss, heapUsed }) => ({ rss, heapUsed })),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
