// npm run test:load — 500 concurrent clients for 60 s against one server on PostgreSQL,
// mixing feed reads, writes and live subscriptions. Passes when no response is a 5xx and
// every acknowledged write is in the database. Not part of npm test (it takes a minute).
// LOAD_CLIENTS and LOAD_SECONDS scale it down for a quick try.
import { createSchema } from '../../tools/testkit/postgres.ts';
import { startBenchServer } from '../../tools/testkit/benchServer.ts';
import { seedPosts, seedUsers } from '../../tools/testkit/seed.ts';
import { summary, sleep } from '../../tools/testkit/percentiles.ts';
import { act, type Ack, type Actor, type Tally } from './actions.ts';
import { subscribe, type Subscriber } from './subscriber.ts';
import { findCounterDrift, findLostWrites } from './verify.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LIVE_SHARE = 5; // one client in five also holds a live subscription

const db = await createSchema('load');
const server = await startBenchServer({
  DATABASE_URL: db.databaseUrl,
  DATABASE_SCHEMA: db.schema,
  // The per-user limits would refuse most of this traffic; refusals are not what is tested.
  WRITE_RATE_LIMIT: '1000000',
  SIGNUP_RATE_LIMIT: '1000000',
  // Every live client comes from this one address: the household cap would refuse them.
  WS_MAX_SOCKETS_PER_ADDRESS: String(CLIENTS + 100),
});
let failed = true;
const subscribers: Subscriber[] = [];
try {
  const users = await seedUsers(db.pool, CLIENTS);
  const postIds = await seedPosts(db.pool, users, 200);
  // Counters start at zero so that the final check can compare them with the rows.
  await db.pool.query('UPDATE "UmmahPost" SET "heartsCount" = 0, "prayersCount" = 0, popularity = 0');

  for (let i = 0; i < CLIENTS; i += LIVE_SHARE) subscribers.push(await subscribe(server.url, users[i]!.cookie));
  const ack: Ack = { interactions: [], posts: [], comments: [] };
  const tally: Tally = { byKind: new Map(), byStatus: new Map(), latencies: [], failures: [], graphqlErrors: new Map() };
  const deadline = Date.now() + SECONDS * 1000;
  let transportErrors = 0;

  // Each client loops until the deadline: an action, then a short pause, as a person would.
  const clients = users.map(async (user) => {
    const actor: Actor = { baseUrl: server.url, userId: user.id, cookie: user.cookie, postIds, ack, tally };
    await sleep(Math.random() * 1000); // spread the start
    while (Date.now() < deadline) {
      await act(actor).catch((error: Error) => {
        transportErrors += 1;
        if (transportErrors <= 5) tally.failures.push(`transport: ${error.message}`);
      });
      await sleep(100 + Math.random() * 400);
    }
  });
  await Promise.all(clients);
  await sleep(500); // last live events
  const liveEvents = subscribers.reduce((sum, s) => sum + s.events(), 0);
  const liveErrors = subscribers.flatMap((s) => s.errors());

  const total = [...tally.byKind.values()].reduce((a, b) => a + b, 0);
  const lat = summary(tally.latencies);
  const fiveXX = [...tally.byStatus].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(`${CLIENTS} clients (${subscribers.length} also live) for ${SECONDS} s: ${total} requests, ${(total / SECONDS).toFixed(0)} req/s`);
  console.log(`by kind: ${JSON.stringify(Object.fromEntries(tally.byKind))}`);
  console.log(`by status: ${JSON.stringify(Object.fromEntries(tally.byStatus))}; transport errors: ${transportErrors}`);
  // Not a failure of this test (nothing acknowledged is lost), but users see them: reported.
  const refused = [...tally.graphqlErrors.values()].reduce((a, b) => a + b, 0);
  console.log(`operations answered with a GraphQL error: ${refused} ${JSON.stringify(Object.fromEntries(tally.graphqlErrors))}`);
  console.log(`server log lines on stderr: ${server.stderrLines()} (the first ones are printed above)`);
  console.log(`latency: p50 ${lat.p50.toFixed(0)} ms, p99 ${lat.p99.toFixed(0)} ms, max ${lat.max.toFixed(0)} ms`);
  console.log(`live events received: ${liveEvents}; live errors: ${liveErrors.length}`);
  console.log(`acknowledged writes: ${ack.interactions.length} interactions, ${ack.posts.length} posts, ${ack.comments.length} comments`);

  const lost = await findLostWrites(db.pool, ack);
  const drift = await findCounterDrift(db.pool);
  console.log(`lost writes: ${lost.length}; posts whose counters disagree with their rows: ${drift.length}`);
  for (const line of [...tally.failures.slice(0, 10), ...lost.slice(0, 10), ...drift.slice(0, 10), ...liveErrors.slice(0, 5)]) {
    console.log(`  ${line}`);
  }
  failed = fiveXX > 0 || lost.length > 0 || drift.length > 0 || transportErrors > 0 || liveErrors.length > 0;
  console.log(failed ? 'FAIL' : 'PASS: no 5xx, no lost write');
} finally {
  for (const s of subscribers) s.close();
  await server.stop();
  await db.drop();
}
process.exit(failed ? 1 : 0);
