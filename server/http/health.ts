// /healthz: the process is alive. /readyz: it can serve (database and, when
// configured, Redis answer), so a load balancer only sends traffic to ready instances.
import type { ServerResponse } from 'node:http';
import type { SqlClient } from '../db/sql.ts';

export type Check = () => Promise<unknown>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

export function databaseCheck(sql: SqlClient): Check {
  return () => sql.query('SELECT 1');
}

export async function ready(res: ServerResponse, checks: Record<string, Check>, stopping: () => boolean) {
  const results: Record<string, 'ok' | 'failing'> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      results[name] = await withTimeout(check(), 2000).then(
        () => 'ok' as const,
        () => 'failing' as const,
      );
    }),
  );
  const ok = !stopping() && Object.values(results).every((r) => r === 'ok');
  res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ ok, stopping: stopping(), checks: results }));
}
