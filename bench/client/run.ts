// npm run bench:client — Home's first-load JS and CSS (gzip) from the production build's
// manifest, and Lighthouse mobile scores for Home served by the real server.
// Builds into .tmp/bench-dist (not dist/, which other runs may be serving at the time);
// BENCH_DIST=<dir> measures an existing build instead.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSchema } from '../lib/postgres.ts';
import { startBenchServer } from '../lib/benchServer.ts';
import { kib } from '../lib/stats.ts';
import { firstLoad } from './bundleSize.ts';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';

const BUDGET = { jsGzip: 180 * 1024, performance: 95, accessibility: 95 };
const distDir = process.env.BENCH_DIST ?? fileURLToPath(new URL('../../.tmp/bench-dist', import.meta.url));
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

if (!process.env.BENCH_DIST) {
  execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const load = firstLoad(distDir);
console.log("Home's first load (entry chunk + static imports), gzip -9:");
for (const f of load.js) console.log(`  ${f.file}  ${kib(f.gzip)}`);
for (const f of load.css) console.log(`  ${f.file}  ${kib(f.gzip)}`);
console.log(`JS ${kib(load.jsGzip)} (budget ${kib(BUDGET.jsGzip)}: ${verdict(load.jsGzip <= BUDGET.jsGzip)}), CSS ${kib(load.cssGzip)}`);
console.log(`chunks loaded later (lazy screens, sheets): ${load.lazyChunks}`);

const db = await createSchema();
const server = await startBenchServer({ DATABASE_URL: db.databaseUrl, DATABASE_SCHEMA: db.schema, STATIC_DIR: distDir });
try {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const scores: LighthouseScores[] = [];
  // Several runs, median reported: simulated throttling still varies with machine load.
  for (let i = 0; i < runs; i++) scores.push(await runLighthouse(`${server.url}/`));
  const median = (key: 'performance' | 'accessibility') => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  for (const s of scores) console.log(`lighthouse run: performance ${s.performance}, accessibility ${s.accessibility}, ${JSON.stringify(s.metrics)}`);
  const failed = [...new Set(scores.flatMap((s) => s.failedAudits))];
  if (failed.length) console.log(`accessibility audits failing: ${failed.join('; ')}`);
  console.log(`Lighthouse mobile, median of ${runs}: performance ${median('performance')} (${verdict(median('performance') >= BUDGET.performance)}), accessibility ${median('accessibility')} (${verdict(median('accessibility') >= BUDGET.accessibility)})`);
} finally {
  await server.stop();
  await db.drop();
}
