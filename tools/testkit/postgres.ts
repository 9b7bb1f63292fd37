// Each bench run gets its own PostgreSQL schema, dropped at the end, so runs never
// see each other's rows and the shared test database stays clean: also when the run fails or
// is stopped (the drop is registered with children.ts until it has run).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './children.ts';

export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export interface BenchSchema {
  databaseUrl: string;
  schema: string;
  /** A pool whose search_path is the bench schema (for seeding and checks). */
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createSchema(prefix = 'bench'): Promise<BenchSchema> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  pool.on('error', () => undefined);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    cancel();
    await pool.end().catch(() => undefined);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  };
  const cancel = onCleanup(drop);
  return { databaseUrl: DATABASE_URL, schema, pool, drop };
}

/** PostgreSQL's version string, for the report. */
export async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return rows[0]?.server_version ?? 'unknown';
}
