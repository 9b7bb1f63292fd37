// npm run bench:live — fan-out latency and memory per subscriber: N WebSocket
// subscribers watch one post's counters; each heart's request is the start, the last
// subscriber's message the end, and the writer's own response time is printed beside
// it (issue 16). One instance with 2,000 and 10,000 subscribers, then two sharing Redis.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createSchema } from '../../tools/testkit/postgres.ts';
import { startBenchServer, type BenchServer } from '../../tools/testkit/benchServer.ts';
import { runBench } from '../../tools/testkit/children.ts';
import { seedPosts, seedUsers } from '../../tools/testkit/seed.ts';
import { describeMachine } from '../lib/machine.ts';
import { mib, ms, sleep, summary } from '../../tools/testkit/percentiles.ts';
import { openSubscribers } from './subscribers.ts';
import { openSubscribersInProcesses } from './subscriberProcesses.ts';
import { startWriter } from './writerThread.ts';

const SIZES = (process.env.LIVE_SUBSCRIBERS ?? '2000,10000').split(',').map(Number);
/** Unset: each size on one instance, then the largest on two. A number: every size on that many instances, through Redis when more than one. */
/** Client sockets per bench process: each is an open file, and the limit here is 20,000. LIVE_PER_PROCESS: fewer, to try the subscriber processes small. */
const PER_PROCESS = Number(process.env.LIVE_PER_PROCESS ?? 15_000);
const INSTANCES = process.env.LIVE_INSTANCES ? Number(process.env.LIVE_INSTANCES) : null;
const HEARTS = Number(process.env.LIVE_HEARTS ?? 20);
/** LIVE_BURST=N: after the timed hearts, N hearts within one second on the post (issue 47 item 3). */
const BURST = Number(process.env.LIVE_BURST ?? 0);
/** The pause after each timed heart: the server's coalescing window (250 ms, server/live/coalesce.ts) and a margin for a late timer. */
const QUIET_MS = 300;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INTERACT = 'mutation($p: ID!) { interact(postId: $p, type: heart) { added post { heartsCount } } }';

async function scenario(name: string, instances: number, subscribers: number) {
  const db = await createSchema();
  const writer = startWriter();
  const servers: BenchServer[] = [];
  try {
    const env = {
      DATABASE_URL: db.databaseUrl,
      DATABASE_SCHEMA: db.schema,
      // Every subscriber comes from this one address: the household cap would refuse them.
      WS_MAX_SOCKETS_PER_ADDRESS: String(subscribers + 100),
      ...(instances > 1 ? { REDIS_URL } : {}),
    };
    for (let i = 0; i < instances; i++) servers.push(await startBenchServer(env));
    // Each heart comes from a different user, so every one changes the counter.
    const users = await seedUsers(db.pool, HEARTS + 1 + BURST);
    const [postId] = await seedPosts(db.pool, users, 1);
    const { rows } = await db.pool.query<{ h: number }>('SELECT "heartsCount" AS h FROM "UmmahPost" WHERE id = $1', [postId]);
    let hearts = rows[0]!.h;

    const before = await Promise.all(servers.map((s) => s.memory()));
    const openStart = performance.now();
    const wsUrls = servers.map((s) => `${s.url.replace('http', 'ws')}/graphql`);
    // One process holds every socket up to 15,000 (as before); more are shared among processes.
    const pool = subscribers <= PER_PROCESS
      ? await openSubscribers(wsUrls, postId!, subscribers)
      : await openSubscribersInProcesses(wsUrls, postId!, subscribers, PER_PROCESS);
    const openMs = performance.now() - openStart;
    await sleep(2000); // let the last subscribe messages reach their resolvers
    const after = await Promise.all(servers.map((s) => s.memory()));

    const fromResponse: number[] = [];
    const fromRequest: number[] = [];
    const writerTimes: number[] = [];
    let incomplete = 0;
    let cpuAtStart = 0;
    for (let k = 0; k <= HEARTS; k++) {
      // The servers' CPU is counted from the first timed heart (after the warm-up one).
      if (k === 1) cpuAtStart = (await Promise.all(servers.map((s) => s.cpu()))).reduce((a, b) => a + b, 0);
      const { sent, answered } = await writer.heart({
        url: `${servers[0]!.url}/graphql`, cookie: users[k]!.cookie, query: INTERACT, variables: { p: postId },
      });
      hearts += 1;
      const { arrivals, missing } = await pool.waitForHearts(hearts, 30_000);
      // Each timed heart comes to a quiet post, as one person's heart does: the server sends a heart
      // at once unless the post had an update in the last COALESCE_WINDOW_MS (250 ms), when it waits
      // for the window's end (server/live/coalesce.ts; the burst line below measures that). The pause
      // is the window and a margin, after every heart, the warm-up one included: before, the first
      // timed heart followed the warm-up one at once and waited out its window (p99 190–230 ms
      // here against a p50 of 45 ms).
      await sleep(QUIET_MS);
      if (k === 0) continue; // warm-up heart: first publish, cold caches
      if (missing > 0) incomplete += 1;
      const last = Math.max(...arrivals);
      fromResponse.push(last - answered);
      fromRequest.push(last - sent);
      writerTimes.push(answered - sent);
    }

    // Server CPU per delivered message (issue 47 item 4): all instances' CPU over the timed hearts, with
    // what else a server does meanwhile (the writer's request, Redis, the heartbeat's pings), over
    // hearts × subscribers. The 200 ms pauses between hearts add only the idle sockets' upkeep.
    const cpuUsed = (await Promise.all(servers.map((s) => s.cpu()))).reduce((a, b) => a + b, 0) - cpuAtStart;
    const perMessageMicros = cpuUsed / (HEARTS * pool.size);
    const per = (key: 'rss' | 'heapUsed') =>
      after.reduce((sum, a, i) => sum + a[key] - before[i]![key], 0) / pool.size;
    const r = summary(fromResponse);
    const q = summary(fromRequest);
    const w = summary(writerTimes);
    console.log(`\n## ${name}: ${pool.size} subscribers (opened in ${(openMs / 1000).toFixed(1)} s), ${HEARTS} hearts`);
    console.log(`last message after the heart's HTTP response: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`);
    console.log(`heart sent → last subscriber: p50 ${ms(q.p50)}, p99 ${ms(q.p99)}, max ${ms(q.max)}`);
    console.log(`the writer's HTTP response: p50 ${ms(w.p50)}, p99 ${ms(w.p99)}, max ${ms(w.max)}`);
    // With 20 hearts p99 is the slowest one: each heart's figure shows whether it is one outlier.
    console.log(`each heart, last message after its response (ms): ${fromResponse.map((x) => x.toFixed(0)).join(' ')}`);
    console.log(`hearts some open subscriber missed (within 30 s): ${incomplete}`);
    console.log(`sockets dropped by the server during the run (its heartbeat): ${pool.dropped()}`);
    console.log(
      `server CPU per delivered message: ${perMessageMicros.toFixed(1)} µs (${(cpuUsed / 1e6).toFixed(2)} s over ${HEARTS} hearts × ${pool.size} subscribers): ` +
        `one core delivers ~${Math.round(1e6 / perMessageMicros).toLocaleString('en')} messages a second`,
    );
    console.log(`server memory per connection: RSS ${(per('rss') / 1024).toFixed(1)} KiB, heap ${(per('heapUsed') / 1024).toFixed(1)} KiB`);
    after.forEach((a, i) => console.log(`instance ${i + 1}: RSS ${mib(before[i]!.rss)} → ${mib(a.rss)}, heap ${mib(before[i]!.heapUsed)} → ${mib(a.heapUsed)}`));
    if (BURST > 0) {
      await sleep(500);
      await burst(servers, users.slice(HEARTS + 1), postId!, hearts, pool);
    }
    await pool.close();
  } finally {
    for (const s of servers) await s.stop();
    await writer.stop();
    await db.drop();
  }
}

/**
 * N hearts from N users within one second, in ten waves 100 ms apart, spread over the
 * instances: each watcher's updates are counted, and the last one each gets must be
 * the final count. Coalescing (server/live/coalesce.ts) bounds the updates by the window.
 */
async function burst(servers: BenchServer[], users: { cookie: string }[], postId: string, start: number, pool: Awaited<ReturnType<typeof openSubscribers>>) {
  const before = await pool.messageCounts();
  const t0 = performance.timeOrigin + performance.now();
  const waves = 10;
  const per = Math.ceil(users.length / waves);
  const answers: Promise<number>[] = [];
  for (let w = 0; w < waves; w++) {
    users.slice(w * per, (w + 1) * per).forEach((user, i) => {
      const server = servers[(w * per + i) % servers.length]!;
      answers.push(
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ query: INTERACT, variables: { p: postId } }),
        }).then(async (r) => (await r.json(), performance.timeOrigin + performance.now())),
      );
    });
    await sleep(100);
  }
  const answered = await Promise.all(answers);
  const lastAnswered = Math.max(...answered);
  const final = start + users.length;
  const { arrivals, missing } = await pool.waitForHearts(final, 30_000);
  await sleep(1000); // anything after the final count would show in the counts below
  const after = await pool.messageCounts();
  const updates = after.map((n, i) => n - (before[i] ?? 0));
  const exact = pool.size - missing;
  const last = summary(arrivals.map((a) => a - lastAnswered));
  console.log(
    `burst: ${users.length} hearts in ${((lastAnswered - t0) / 1000).toFixed(2)} s → ${pool.size} watchers, exact final count ${exact}/${pool.size}, ` +
      `updates per watcher max ${Math.max(...updates)} (median ${summary(updates).p50}), last update p99 ${ms(last.p99)} after the last heart's response`,
  );
}

/**
 * Each socket is a file on both sides: the client's are spread over processes of
 * 15,000, but each server holds its instance's share. Above this machine's limit
 * (20,000) the bench raises its own with prlimit before the servers start, so they
 * inherit it; that needs CAP_SYS_RESOURCE, which this machine's container does
 * not give even to root: here an instance holds at most ~19,000 sockets.
 */
function raiseOpenFiles(sockets: number) {
  const needed = sockets + 2000;
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${needed}:${needed}`], { stdio: 'ignore' });
    console.log(`open files limit raised to ${needed} for this process and its servers`);
  } catch {
    console.log(`could not raise the open files limit to ${needed} (prlimit needs root): sockets may fail to open`);
  }
}

// However the bench ends (a failed scenario, Ctrl-C), its servers and subscriber processes go with it.
await runBench(async () => {
  const largest = Math.max(...SIZES);
  // The servers' share: every socket of an instance is one of its files.
  const perInstance = Math.ceil(largest / (INSTANCES ?? 2));
  if (perInstance + 2000 > 20_000) raiseOpenFiles(perInstance);
  console.log(await describeMachine());
  if (INSTANCES === null) {
    for (const size of SIZES) await scenario('one instance', 1, size);
    await scenario('two instances through Redis', 2, largest);
  } else {
    for (const size of SIZES) await scenario(INSTANCES > 1 ? `${INSTANCES} instances through Redis` : 'one instance', INSTANCES, size);
  }
});
