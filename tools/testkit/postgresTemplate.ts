// A migrated PostgreSQL database that test servers clone (CREATE DATABASE … TEMPLATE) instead
// of migrating a fresh schema each: migrating costs ~0.7 s a boot, a clone ~50 ms.
// tools/test-runner/run-tests.ts makes one for the whole run, names it in POSTGRES_TEMPLATE
// and drops it at the end; a file run on its own migrates schemas as before.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect.ts';

export const POSTGRES_TEMPLATE_ENV = 'POSTGRES_TEMPLATE';

/** `url` with its database name replaced by `database`. */
export function databaseUrlFor(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates a template database on `url`'s server; returns its name and how to drop it. */
export async function makePostgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `pc_tpl_${randomBytes(5).toString('hex')}`;
  await withPg(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ dataDir: '', databaseUrl: databaseUrlFor(url, name), databaseSchema: 'public' });
  await db.close();
  return { name, drop: () => withPg(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}
