// Applies prisma/migrations/*/migration.sql in order, each once, in its own
// transaction, and records them in Prisma's own _prisma_migrations table so that
// `prisma migrate deploy` run elsewhere agrees with what is applied here.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlClient } from './sql.ts';

export const MIGRATIONS_DIR = new URL('../../prisma/migrations/', import.meta.url).pathname;

// The table exactly as Prisma's migrate engine creates it.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name, 'migration.sql'), 'utf8') }));
}

/** The key Prisma's migrate engine locks too, so this runner and `prisma migrate deploy` never overlap. */
export const MIGRATION_LOCK = 72707369;

/** A PostgreSQL schema name that needs no quoting anywhere (search_path, Prisma's adapter). */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Returns the names of the migrations applied by this call. Several instances may start
 * at once on one empty database: each takes the advisory lock before anything else
 * (creating the schema and `_prisma_migrations` included), so they run one after another
 * and the later ones find everything applied.
 */
export async function migrate(sql: SqlClient, options: { dir?: string; schema?: string } = {}): Promise<string[]> {
  return sql.withAdvisoryLock(MIGRATION_LOCK, async () => {
    if (options.schema) {
      if (!SCHEMA_NAME.test(options.schema)) throw new Error(`DATABASE_SCHEMA must match ${SCHEMA_NAME}`);
      await sql.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    }
    await sql.query(CREATE_TABLE);
    return applyPending(sql, options.dir ?? MIGRATIONS_DIR);
  });
}

async function applyPending(sql: SqlClient, dir: string): Promise<string[]> {
  const applied = new Set(
    (
      await sql.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      )
    ).map((row) => row.migration_name),
  );
  const done: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.name)) continue;
    const checksum = createHash('sha256').update(migration.sql).digest('hex');
    // Under the lock nobody else applies it; the guard also covers a record written by
    // another tool since the list above was read.
    const guard = `DO $$ BEGIN IF EXISTS (SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '${migration.name}' AND finished_at IS NOT NULL) THEN RAISE EXCEPTION 'already-applied'; END IF; END $$;`;
    try {
      await sql.execInTransaction(`${guard}\n${migration.sql}`, {
        sql: `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
              VALUES ($1, $2, now(), $3, now(), 1)`,
        params: [randomUUID(), checksum, migration.name],
      });
      done.push(migration.name);
    } catch (error) {
      if (error instanceof Error && error.message.includes('already-applied')) continue;
      throw error;
    }
  }
  return done;
}
