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

/** Creates and migrates a template database on `url`'s server; returns its name and how to drop it (with the clones left, named). */
export async function makePostgresTemplate(url: string): Promise<{ name: string; drop(): Promise<string[]> }> {
  const name = `pc_tpl_${randomBytes(5).toString('hex')}`;
  await withPg(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ dataDir: '', databaseUrl: databaseUrlFor(url, name), databaseSchema: 'public' });
  await db.close();
  return {
    name,
    // The run's clones too (tests/helpers/server.ts names them after the template): one a
    // test forgot to drop, or left by a file stopped at its time limit, goes with the run.
    drop: () =>
      withPg(url, async (c) => {
        const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${name}_`]);
        for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return rows.map((row) => row.datname);
      }),
  };
}

/** A name for a clone of `template`, which the template's drop finds. */
export function cloneName(template: string): string {
  return `${template}_${randomBytes(6).toString('hex')}`;
}
