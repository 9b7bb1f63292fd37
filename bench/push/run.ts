// npm run bench:push — a city's minute (issue 35): PUSH_DEVICES devices (default
// 20,000) each with a reminder due in the same minute, on PostgreSQL, sent by the
// real server's scheduler to a fake push service over HTTPS (fakeService.ts).
// One instance, then two on the same database. Per run: delivered, duplicates,
// lost, due → delivered (the time the fake service answered 201, against the
// minute they were due), pushes/s (delivered over first request → last 201),
// and CPU per push. Before the first run, the EXPLAIN ANALYZE of the scheduler's
// claim of that minute, on the seeded table.
import { loadavg } from 'node:os';
import { createSchema } from '../../tools/testkit/postgres.ts';
import { startBenchServer, type BenchServer } from '../../tools/testkit/benchServer.ts';
import { describeMachine } from '../lib/machine.ts';
import { sleep, summary } from '../../tools/testkit/percentiles.ts';
import { machineBusyMs, namedCpuMs, processCpuMs } from '../lib/cpu.ts';
import { claimDueSql } from '../../server/domain/push/send.ts';
import { isGone } from './fakeService.ts';
import { startFakeService, type FakeService } from './fakeServiceProcess.ts';
import { seedDueReminders } from './seed.ts';

const DEVICES = Number(process.env.PUSH_DEVICES ?? 20_000);
const DELAY_MS = Number(process.env.PUSH_DELAY_MS ?? 50);
/** How long after the due minute a run waits for the last delivery before counting the rest lost. */
const WAIT_S = Number(process.env.PUSH_WAIT_S ?? 180);
const INSTANCES = (process.env.PUSH_INSTANCES ?? '1,2').split(',').map(Number);
/** Seconds between the end of seeding and the due minute, at least. */
const LEAD_S = 15;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function explainClaim(pool: import('pg').Pool, dueAt: Date) {
  const claim = claimDueSql(new Date(dueAt.getTime() + 1000));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${claim.text}`, claim.values);
    console.log('\nEXPLAIN ANALYZE of one claim of the due minute (rolled back):');
    for (const r of rows) console.log(`  ${r['QUERY PLAN']}`);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

async function run(instances: number, service: FakeService, explain: boolean) {
  const db = await createSchema();
  const servers: BenchServer[] = [];
  try {
    const env = {
      DATABASE_URL: db.databaseUrl,
      DATABASE_SCHEMA: db.schema,
      NODE_EXTRA_CA_CERTS: service.caFile,
      PUSH_ALLOWED_ORIGINS: service.origin,
    };
    for (let i = 0; i < instances; i++) servers.push(await startBenchServer(env));
    await service.reset();
    const dueAt = new Date(Math.ceil((Date.now() + (LEAD_S + 10) * 1000) / 60_000) * 60_000);
    await seedDueReminders(db.pool, DEVICES, service.origin, service.keys, dueAt);
    if (explain) await explainClaim(db.pool, dueAt);
    if (Date.now() > dueAt.getTime() - 1000) console.log('warning: seeding ended after the due minute');
    const expected = Array.from({ length: DEVICES }, (_, i) => i).filter((i) => !isGone(i)).length;

    await sleep(dueAt.getTime() - Date.now());
    const load = loadavg()[0]!;
    const cpu0 = { servers: servers.map((s) => processCpuMs(s.child.pid!)), postgres: namedCpuMs('postgres'), machine: machineBusyMs() };
    const deadline = dueAt.getTime() + WAIT_S * 1000;
    while (Date.now() < deadline && (await service.delivered()) < expected) await sleep(250);
    const cpu1 = { servers: servers.map((s) => processCpuMs(s.child.pid!)), postgres: namedCpuMs('postgres'), machine: machineBusyMs() };
    await sleep(3000); // anything sent twice shortly after would show
    const report = await service.report();

    const times: number[] = [];
    let delivered = 0;
    for (let i = 0; i < DEVICES; i++) {
      const at = report.firstDelivered[i]!;
      if (!at) continue;
      delivered++;
      times.push(at - dueAt.getTime());
    }
    const lost = expected - delivered;
    const t = summary(times);
    const last = Math.max(...report.firstDelivered);
    const rate = delivered / ((last - report.firstRequestAt) / 1000);
    const within60 = times.filter((x) => x <= 60_000).length;
    const serverCpu = cpu1.servers.reduce((sum, c, i) => sum + c - cpu0.servers[i]!, 0);
    const perPush = (ms: number) => `${(ms / Math.max(1, delivered)).toFixed(2)} ms`;
    const { rows } = await db.pool.query<{ pending: number; subs: number }>(
      `SELECT (SELECT count(*)::int FROM "PushJob" WHERE prayer = 'maghrib' AND "doneAt" IS NULL) AS pending,
              (SELECT count(*)::int FROM "PushSubscription") AS subs`,
    );
    const label = instances === 1 ? '1 instance' : `${instances} instances`;
    console.log(`\n## ${label}: ${DEVICES} devices due at ${dueAt.toISOString()}, push service delay ${DELAY_MS} ms, load average ${load.toFixed(2)} at the due minute`);
    console.log(
      `push ${label}: ${delivered} delivered, ${report.duplicates} duplicates, ${lost} lost, ` +
        `due→delivered p50 ${seconds(t.p50)} s, p99 ${seconds(t.p99)} s, max ${seconds(t.max)} s, ${Math.round(rate)} pushes/s`,
    );
    console.log(
      `CPU per push: server ${perPush(serverCpu)} (${cpu1.servers.map((c, i) => seconds(c - cpu0.servers[i]!)).join(' + ')} s), ` +
        `PostgreSQL ${perPush(cpu1.postgres - cpu0.postgres)}, fake push service ${perPush(report.cpuMs)}, ` +
        `whole machine ${perPush(cpu1.machine - cpu0.machine)} (2 cores: ${seconds(cpu1.machine - cpu0.machine)} s busy over ${seconds(last - dueAt.getTime())} s)`,
    );
    console.log(
      `expected ${expected} (${DEVICES - expected} devices answer 410), within 60 s of their time: ${within60}; ` +
        `answers ${JSON.stringify(report.statuses)}; TLS connections opened ${report.connections}; ` +
        `sampled messages decrypted ${report.decrypted.ok} right, ${report.decrypted.wrong} wrong; ` +
        `Maghrib jobs still pending ${rows[0]!.pending}, subscriptions left ${rows[0]!.subs}`,
    );
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

console.log(await describeMachine());
const service = await startFakeService(DEVICES, DELAY_MS);
try {
  for (const [k, n] of INSTANCES.entries()) await run(n, service, k === 0);
} finally {
  await service.stop();
}
// Something (not found in time: no child, no pool left) kept the event loop alive after the
// last run; the figures are printed, so end here rather than leave the process behind.
process.exit(0);
