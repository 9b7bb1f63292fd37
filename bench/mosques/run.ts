// npm run bench:mosques — what mosque writes cost the rest of the server (issue 40 item 6),
// over real HTTP and WebSocket against a server in its own process:
//   1. /healthz p50/p99/max while two loops PUT a mosque's profile with a pasted year-long
//      table (each write fits it again), against the same probe with nothing else running;
//   2. one GraphQL request asking a mosque for 15 `month` aliases: its status and time;
//   3. one iqama change with 40 `mosqueUpdated` subscribers selecting `month` (each a
//      different document, so the shared streams cannot group them): from the write's
//      request to the last subscriber's message, against the same write with none.
// MOSQUE_ADMIN_RATE_LIMIT is lifted for part 1 by default (BENCH_ADMIN_LIMIT), so every
// write is a fit and the figures show the fitting itself, not the limit refusing writes.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createSchema } from '../../tools/testkit/postgres.ts';
import { startBenchServer } from '../../tools/testkit/benchServer.ts';
import { runBench } from '../../tools/testkit/children.ts';
import { ms, sleep, summary } from '../../tools/testkit/percentiles.ts';
import { describeMachine } from '../lib/machine.ts';

const LOOP_SECONDS = Number(process.env.BENCH_DURATION ?? 15);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 40);
const TABLE = readFileSync(new URL('../../packages/prayer-engine/fixtures/official/london-east-london-mosque-2025.csv', import.meta.url), 'utf8');
const PLACE = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: '{}' });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function send(url: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', origin: url, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

/** Sequential /healthz probes until `done` says stop: each one's round trip. */
async function probeHealth(url: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const start = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    times.push(performance.now() - start);
    await sleep(10);
  }
  return times;
}

async function healthUnderUpdates(url: string, cookie: string) {
  const idleEnd = performance.now() + 3000;
  const idle = summary(await probeHealth(url, () => performance.now() > idleEnd));
  const mosques = [];
  for (const name of ['Loop One', 'Loop Two']) {
    const created = await send(url, 'POST', '/api/mosques', { ...PLACE, name }, { cookie });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    mosques.push(created.body as { slug: string; adminToken: string });
  }
  const end = performance.now() + LOOP_SECONDS * 1000;
  const statuses: Record<number, number> = {};
  const loop = async (m: { slug: string; adminToken: string }) => {
    while (performance.now() < end) {
      const r = await send(url, 'PUT', `/api/mosques/${m.slug}`, { timetable: TABLE }, { authorization: `Bearer ${m.adminToken}` });
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
  };
  const [busy] = await Promise.all([probeHealth(url, () => performance.now() > end), ...mosques.map(loop)]);
  return { idle, busy: summary(busy), probes: busy.length, statuses };
}

async function manyMonths(url: string, slug: string) {
  const fields = Array.from({ length: 15 }, (_, i) => `m${i}: month(month: "2026-${String((i % 12) + 1).padStart(2, '0')}") { date times { fajr } iqama { isha } }`).join(' ');
  const query = `{ mosque(slug: "${slug}") { ${fields} } }`;
  const runs: { status: number; ms: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    await response.arrayBuffer();
    runs.push({ status: response.status, ms: performance.now() - start });
  }
  return { status: runs[0]!.status, time: summary(runs.map((r) => r.ms)) };
}

function subscriber(wsUrl: string, slug: string, i: number, onMessage: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
    socket.once('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        // A different alias per subscriber: a different document, one execution each before the fix.
        const query = `subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug s${i}: month(month: "2026-11") { date times { fajr } iqama { isha } } } }`;
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: { slug } } }));
        // The subscribe message reaches its resolver shortly after; the caller waits a moment.
        resolve(socket);
      } else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'next') onMessage();
    });
  });
}

async function writeToSubscribers(url: string, slug: string, adminToken: string, count: number) {
  let received = 0;
  let last = 0;
  const sockets = [];
  for (let i = 0; i < count; i++) sockets.push(await subscriber(`${url.replace('http', 'ws')}/graphql`, slug, i, () => ((received += 1), (last = performance.now()))));
  await sleep(1000);
  const times: number[] = [];
  for (let k = 0; k < 5; k++) {
    received = 0;
    const start = performance.now();
    const r = await send(url, 'PUT', `/api/mosques/${slug}/iqama`, { isha: { after: 5 + k } }, { authorization: `Bearer ${adminToken}` });
    if (r.status !== 200) throw new Error(`iqama: ${r.status} ${JSON.stringify(r.body)}`);
    const answered = performance.now() - start;
    const deadline = performance.now() + 20_000;
    while (received < count && performance.now() < deadline) await sleep(5);
    times.push(count ? last - start : answered);
  }
  for (const s of sockets) s.close();
  return summary(times);
}

// However the bench ends, its server goes with it and its schema is dropped (tools/testkit/children.ts).
await runBench(async () => {
  const db = await createSchema();
  const server = await startBenchServer({
    DATABASE_URL: db.databaseUrl,
    DATABASE_SCHEMA: db.schema,
    MOSQUE_RATE_LIMIT: '1000',
    MOSQUE_ADMIN_RATE_LIMIT: process.env.BENCH_ADMIN_LIMIT ?? '100000',
    WS_MAX_SOCKETS_PER_ADDRESS: String(SUBSCRIBERS + 20),
  });
  try {
    console.log(await describeMachine());
    const cookie = await signUp(server.url);
    const health = await healthUnderUpdates(server.url, cookie);
    console.log(`/healthz idle:           p50 ${ms(health.idle.p50)}  p99 ${ms(health.idle.p99)}  max ${ms(health.idle.max)}`);
    console.log(`/healthz two update loops: p50 ${ms(health.busy.p50)}  p99 ${ms(health.busy.p99)}  max ${ms(health.busy.max)}  (${health.probes} probes; writes by status ${JSON.stringify(health.statuses)})`);

    const created = await send(server.url, 'POST', '/api/mosques', { ...PLACE, name: 'Month Mosque' }, { cookie });
    const { slug, adminToken } = created.body as { slug: string; adminToken: string };
    const months = await manyMonths(server.url, slug);
    console.log(`15 month aliases, no session: status ${months.status}, p50 ${ms(months.time.p50)}  max ${ms(months.time.max)}`);

    const none = await writeToSubscribers(server.url, slug, adminToken, 0);
    const many = await writeToSubscribers(server.url, slug, adminToken, SUBSCRIBERS);
    console.log(`iqama write, no subscribers (response):     p50 ${ms(none.p50)}  max ${ms(none.max)}`);
    console.log(`iqama write → last of ${SUBSCRIBERS} month subscribers: p50 ${ms(many.p50)}  max ${ms(many.max)}`);
  } finally {
    await server.stop();
    await db.drop();
  }
});
