// bench:memory: the embedded default as `npm start` runs it (production, same node flags,
// PGlite in a data folder, no other service). Prints the server's resident memory idle after start, its peak,
// and again idle after a burst of real use, then after a restart on the now non-empty data.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from '../lib/machine.ts';
import { onCleanup, runBench, spawnChild } from '../../tools/testkit/children.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Idle means settled: V8's memory reducer gives the heap back some seconds after activity
// stops, and RSS rises for a few seconds 10–15 s after a start before it settles.
const IDLE_MS = Number(process.env.MEMORY_IDLE_MS ?? 30_000);
const USERS = Number(process.env.MEMORY_USERS ?? 40);

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawnChild(process.execPath, ['--expose-gc', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), LOG_REQUESTS: '0', SIGNUP_RATE_LIMIT: '100000', WRITE_RATE_LIMIT: '100000', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (waited > 60_000) throw new Error('server did not start within 60 s');
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One user's session: sign up, post twice, heart and read the feed. */
async function use(url: string, hearts: string[]): Promise<string[]> {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<any>;
  };
  await call('POST', '/api/auth/anonymous', {});
  const posted: string[] = [];
  for (const text of ['Please pray for my mother', 'Exams this week, dua please']) posted.push((await call('POST', '/api/ummah/posts', { text })).id);
  for (const postId of hearts) await call('POST', '/api/ummah/interactions', { postId, type: 'heart' });
  for (let i = 0; i < 5; i += 1) await call('GET', '/api/ummah/posts?sort=popular');
  await call('GET', '/api/duas');
  return posted;
}

async function idle(pid: number) {
  await new Promise((r) => setTimeout(r, IDLE_MS));
  return memoryOf(pid);
}

await runBench(async () => {
  console.log(await describeMachine());
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  // Removed when the bench ends, however it ends, once the server is killed (runBench).
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await start(dataDir);
  const pid = first.child.pid!;
  const fresh = await idle(pid);
  console.log(`\nfresh data folder, idle ${IDLE_MS / 1000} s after start: RSS ${mib(fresh.rss)} (peak so far ${mib(fresh.peak)})`);
  let posts: string[] = [];
  const started = performance.now();
  for (let batch = 0; batch < USERS; batch += 8) {
    const made = await Promise.all(Array.from({ length: Math.min(8, USERS - batch) }, () => use(first.url, posts.slice(-20))));
    posts = posts.concat(made.flat());
  }
  const used = await idle(pid);
  console.log(`after ${USERS} users (sign-up, 2 posts, up to 20 hearts, 6 reads each) in ${((performance.now() - started) / 1000).toFixed(1)} s, idle ${IDLE_MS / 1000} s: RSS ${mib(used.rss)} (peak ${mib(used.peak)})`);
  await stop(first.child);
  const again = await start(dataDir);
  const restarted = await idle(again.child.pid!);
  console.log(`restarted on the same data, idle ${IDLE_MS / 1000} s: RSS ${mib(restarted.rss)} (peak ${mib(restarted.peak)})`);
  await stop(again.child);
});
