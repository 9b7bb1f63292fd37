// npm run bench:client — Home's first-load JS and CSS (gzip) from the production build's
// manifest, and Lighthouse mobile scores for Home served by the real server.
// Builds into .tmp/bench-dist (not dist/, which other runs may be serving at the time);
// BENCH_DIST=<dir> measures an existing build instead.
import { fileURLToPath } from 'node:url';
import { runBench, runChild } from '../../tools/testkit/children.ts';
import { createSchema } from '../../tools/testkit/postgres.ts';
import { startBenchServer } from '../../tools/testkit/benchServer.ts';
import { kib } from '../../tools/testkit/percentiles.ts';
import { firstLoad } from '../../tools/testkit/bundleSize.ts';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';

// Issue 16's budget: 160 KB (kB, the stricter reading) of JS; performance 95 on every run.
const BUDGET = { jsGzip: 160 * 1000, performance: 95, accessibility: 95 };
const distDir = process.env.BENCH_DIST ?? fileURLToPath(new URL('../../.tmp/bench-dist', import.meta.url));
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

// However the bench ends, the build, the server and Chromium go with it (tools/testkit/children.ts).
await runBench(async () => {
  if (!process.env.BENCH_DIST) {
    await runChild('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir']);
  }

  const load = firstLoad(distDir);
  console.log("Home's first load (entry chunk + static imports), gzip -9:");
  for (const f of load.js) console.log(`  ${f.file}  ${kib(f.gzip)}`);
  for (const f of load.css) console.log(`  ${f.file}  ${kib(f.gzip)}`);
  console.log(`JS ${kib(load.jsGzip)} = ${(load.jsGzip / 1000).toFixed(1)} kB (budget ${BUDGET.jsGzip / 1000} kB: ${verdict(load.jsGzip <= BUDGET.jsGzip)}), CSS ${kib(load.cssGzip)}`);
  console.log(`chunks loaded later (lazy screens, sheets): ${load.lazyChunks}`);

  const db = await createSchema();
  const server = await startBenchServer({ DATABASE_URL: db.databaseUrl, DATABASE_SCHEMA: db.schema, STATIC_DIR: distDir });
  try {
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
    const scores: LighthouseScores[] = [];
    // Several runs, median reported: simulated throttling still varies with machine load.
    // LIGHTHOUSE_JSON=<file> keeps the last run's full report; a `{run}` in the name keeps each.
    const jsonFile = (i: number) => process.env.LIGHTHOUSE_JSON?.replace('{run}', String(i + 1));
    for (let i = 0; i < runs; i++) scores.push(await runLighthouse(`${server.url}/`, jsonFile(i)));
    const median = (key: 'performance' | 'accessibility') => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    for (const s of scores) console.log(`lighthouse run: performance ${s.performance}, accessibility ${s.accessibility}, ${JSON.stringify(s.metrics)}`);
    const failed = [...new Set(scores.flatMap((s) => s.failedAudits))];
    if (failed.length) console.log(`accessibility audits failing: ${failed.join('; ')}`);
    const lowest = (key: 'performance' | 'accessibility') => Math.min(...scores.map((s) => s[key]));
    console.log(
      `Lighthouse mobile, ${runs} runs: performance lowest ${lowest('performance')}, median ${median('performance')} (${verdict(lowest('performance') >= BUDGET.performance)} on every run); ` +
        `accessibility lowest ${lowest('accessibility')}, median ${median('accessibility')} (${verdict(lowest('accessibility') >= BUDGET.accessibility)})`,
    );
  } finally {
    await server.stop();
    await db.drop();
  }
});
