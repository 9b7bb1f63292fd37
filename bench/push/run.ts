// npm run bench:push — a city's minute (issue 35): PUSH_DEVICES devices (default
// 20,000) each with a reminder due in the same minute, on PostgreSQL, sent by the
// real server's scheduler to a fake push service over HTTPS (fakeService.ts).
// One instance, then two on the same database: a pair, run BENCH_PUSH_RUNS times
// (default 3) back to back. Per run: delivered, duplicates, lost, due → delivered
// (the time the fake service answered 201, against the minute they were due),
// pushes/s (delivered over first request → last 201), and CPU per push. Per pair,
// two instances' pushes/s over one's; at the end each pair's ratio and their median,
// the figure to compare with the goal (a single pair swings with the machine's
// load). Before the first run, the EXPLAIN ANALYZE of the scheduler's claim of that
// minute, on the seeded table.
import { loadavg } from 'node:os';
import { createSchema } from '../../tools/testkit/postgres.ts';
import { startBenchServer, type BenchServer } from '../../tools/testkit/benchServer.ts';
import { describeMachine } from '../lib/machine.ts';
import { runBench } from '../../tools/testkit/children.ts';
import { sleep, summary } from '../../tools/testkit/percentiles.ts';
import { machineBusyMs, namedCpuMs, processCpuMs } from '../lib/cpu.ts';
import { claimDueSql } from '../../server/domain/push/send.ts';
import { isGone } from './devices.ts';
import { startFakeService, type FakeService } from './fakeServiceProcess.ts';
import { seedDueReminders } from './seed.ts';

const DEVICES = Number(process.env.PUSH_DEVICES ?? 20_000);
const DELAY_MS = Number(process.env.PUSH_DELAY_MS ?? 50);
/** How long after the due minute a run waits for the last delivery before counting the rest lost. */
const WAIT_S = Number(process.env.PUSH_WAIT_S ?? 180);
const INSTANCES = (process.env.PUSH_INSTANCES ?? '1,2').split(',').map(Number);
/** Pairs (one run per entry of INSTANCES), back to back; the ratios' median is the figure. 1 for a quick check. */
const RUNS = Number(process.env.BENCH_PUSH_RUNS ?? 3);
/** Seconds between the end of seeding and the due minute, at least. */
const LEAD_S = 15;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const label = (n: number) => (n === 1 ? '1 instance' : `${n} instances`);

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

async function run(instances: number, service: FakeService, explain: boolean): Promise<number> {
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
    console.log(`\n## ${label(instances)}: ${DEVICES} devices due at ${dueAt.toISOString()}, push service delay ${DELAY_MS} ms, load average ${load.toFixed(2)} at the due minute`);
    console.log(
      `push ${label(instances)}: ${delivered} delivered, ${report.duplicates} duplicates, ${lost} lost, ` +
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
    return rate;
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const times = (x: number) => `${x.toFixed(2)}×`;

// However the bench ends, its servers and the fake push service go with it, the schemas are
// dropped and the certificate's folder removed (tools/testkit/children.ts).
await runBench(async () => {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_PUSH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_PUSH_RUNS}`);
  console.log(await describeMachine());
  const service = await startFakeService(DEVICES, DELAY_MS);
  // rates[pair][k]: pushes/s of INSTANCES[k] in that pair.
  const rates: number[][] = [];
  for (let pair = 0; pair < RUNS; pair++) {
    if (RUNS > 1) console.log(`\n# pair ${pair + 1} of ${RUNS}: ${INSTANCES.map(label).join(', then ')}`);
    const pairRates: number[] = [];
    for (const [k, n] of INSTANCES.entries()) pairRates.push(await run(n, service, pair === 0 && k === 0));
    rates.push(pairRates);
    for (let k = 1; k < INSTANCES.length; k++) {
      console.log(
        `pair ${pair + 1}: ${label(INSTANCES[k]!)} / ${label(INSTANCES[0]!)} = ` +
          `${Math.round(pairRates[k]!)} / ${Math.round(pairRates[0]!)} pushes/s = ${times(pairRates[k]! / pairRates[0]!)}`,
      );
    }
  }
  await service.stop();
  console.log(`\n## pushes/s against ${label(INSTANCES[0]!)}, ${RUNS} pair${RUNS === 1 ? '' : 's'} run back to back`);
  for (let k = 1; k < INSTANCES.length; k++) {
    const ratios = rates.map((r) => r[k]! / r[0]!);
    console.log(
      `push ${label(INSTANCES[k]!)} / ${label(INSTANCES[0]!)}: median ${times(median(ratios))} ` +
        `(each pair: ${ratios.map(times).join(', ')}; pushes/s ${rates.map((r) => `${Math.round(r[k]!)}/${Math.round(r[0]!)}`).join(', ')})`,
    );
  }
});
