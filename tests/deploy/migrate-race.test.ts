// Issue 13 item 8: instances started at the same moment on an empty PostgreSQL schema
// all come up. Migrations take the advisory lock before anything else (creating the
// schema and _prisma_migrations included), so they apply one after another. Also the
// pool's bounds (DATABASE_POOL_SIZE).
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect.ts';
import { listMigrations } from '../../server/db/migrate.ts';
import { spawnServer } from '../helpers/process.ts';
import { withPg } from '../../tools/testkit/postgresTemplate.ts';

const url = process.env.TEST_DATABASE_URL;

describe('start-up race on PostgreSQL', { skip: url ? false : 'set TEST_DATABASE_URL to run it' }, () => {
  const schemas: string[] = [];
  const freshSchema = () => {
    const name = `race_${randomBytes(5).toString('hex')}`;
    schemas.push(name);
    return name;
  };
  const admin = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => withPg(url!, fn);
  after(() => admin(async (c) => void (await Promise.all(schemas.map((s) => c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`))))));

  for (const exists of [true, false]) {
    test(`four databases opened at once on a schema that ${exists ? 'is empty' : 'does not exist'}: all open, each migration applied once`, async () => {
      const schema = freshSchema();
      if (exists) await admin((c) => c.query(`CREATE SCHEMA ${schema}`));
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: schema })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      assert.deepEqual(
        opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'opened')),
        ['opened', 'opened', 'opened', 'opened'],
      );
      const rows = await admin((c) => c.query(`SELECT migration_name FROM ${schema}."_prisma_migrations" ORDER BY migration_name`));
      assert.deepEqual(
        rows.rows.map((r) => r.migration_name),
        listMigrations().map((m) => m.name),
      );
    });
  }

  test('two server processes started at the same moment on a new schema both become ready', async () => {
    const schema = freshSchema();
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      for (const server of servers) {
        const ready = await fetch(`${server.url}/readyz`);
        assert.equal(ready.status, 200, server.output());
        const user = await fetch(`${server.url}/api/auth/anonymous`, { method: 'POST' });
        assert.equal(user.status, 201, 'each instance serves writes on the shared schema');
      }
      const users = await admin((c) => c.query(`SELECT count(*)::int AS n FROM ${schema}."User"`));
      assert.equal(users.rows[0].n, 2);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
    }
  });

  test('a DATABASE_SCHEMA that is not a plain lower-case name is refused with a clear error', async () => {
    await assert.rejects(openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: 'x; DROP TABLE y' }), /DATABASE_SCHEMA must match/);
  });

  test('DATABASE_POOL_SIZE bounds the connections an instance opens; a size that is not a whole number from 1 to 1000 is refused', async () => {
    const db = await openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: freshSchema(), databasePoolSize: 2 });
    try {
      // Six slow queries at once share the two connections: two backends answer them all.
      const rows = await Promise.all(
        Array.from({ length: 6 }, () => db.sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
      );
      assert.equal(new Set(rows.map(([row]) => row!.pid)).size, 2);
    } finally {
      await db.close();
    }
    for (const size of [0, 1.5, Number.NaN, 1001]) {
      await assert.rejects(openDatabase({ dataDir: '', databaseUrl: url, databasePoolSize: size }), /DATABASE_POOL_SIZE must be a whole number/);
    }
  });
});
