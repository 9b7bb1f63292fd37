// One autocannon run, reduced to the figures the report prints.
import autocannon from 'autocannon';

export interface RunFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

export async function run(name: string, options: autocannon.Options, durationS = DURATION_S): Promise<RunFigures> {
  // A short warm-up first: JIT, pools and plans settle before measuring.
  await autocannon({ connections: CONNECTIONS, ...options, duration: 2 });
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration: durationS });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function printTable(rows: RunFigures[]) {
  console.log('\n| endpoint | req/s | p50 | p99 | requests | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.requests} | ${r.non2xx} | ${r.errors} |`);
  }
}
