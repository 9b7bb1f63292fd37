// The saved-places migration (issue 43) on a database with users made before it: every user
// with a place gets it as their one saved place, home and active, labelled with its city;
// users without a place get none; the database then refuses a second home or active.
// On PostgreSQL (a fresh schema) and PGlite (a fresh cluster).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../server/db/migrate.ts';
import { pgliteSql, poolSql, type SqlClient } from '../../server/db/sql.ts';
import { openPGlite } from '../../server/db/pglite.ts';
import { withPg } from '../../tools/testkit/postgresTemplate.ts';
import { backends } from '../helpers/server.ts';

const MIGRATION = '20261128060001_saved_places';

/** The migrations folder as it was before this one (and anything after it). */
function migrationsBefore(): { dir: string; drop(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'pc-migrations-'));
  for (const { name } of listMigrations()) if (name < MIGRATION) cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
  return { dir, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

async function withEmptyDatabase(backend: string, run: (sql: SqlClient, schema?: string) => Promise<void>): Promise<void> {
  if (backend === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `m_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
    try {
      await run(poolSql(pool), schema);
    } finally {
      await pool.end();
      await withPg(url, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    }
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-migrate-'));
  const db = await openPGlite(dataDir);
  try {
    await run(pgliteSql(db));
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const place = (city: string, name = `${city}, Country`) => ({
  id: 'x', name, city, country: 'Country', country_code: 'GB', latitude: 51.5, longitude: -0.1, timezone: 'Europe/London',
});

for (const backend of backends()) {
  describe(`the saved-places migration (${backend})`, () => {
    test('every user with a place gets it, home and active; users without get none', async () => {
      const old = migrationsBefore();
      try {
        await withEmptyDatabase(backend, async (sql, schema) => {
          await migrate(sql, { dir: old.dir, ...(schema ? { schema } : {}) });
          const users = {
            london: { id: randomUUID(), location: place('London') },
            long: { id: randomUUID(), location: place('Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch') },
            nameOnly: { id: randomUUID(), location: { ...place(''), name: 'A farm' } },
            none: { id: randomUUID(), location: null },
          };
          for (const [key, u] of Object.entries(users)) {
            await sql.query(`INSERT INTO "User" ("id", "linkId", "location") VALUES ($1::uuid, $2, $3::jsonb)`, [
              u.id, `link-${key}-${randomBytes(6).toString('hex')}`, u.location === null ? null : JSON.stringify(u.location),
            ]);
          }

          // This migration first, then any made after it (they leave these rows alone).
          const applied = await migrate(sql, schema ? { schema } : {});
          assert.equal(applied[0], MIGRATION);
          assert.ok(applied.every((name) => name >= MIGRATION), applied.join(', '));

          const rows = await sql.query<{ userId: string; label: string; location: unknown; home: boolean; active: boolean; stayDays: number | null }>(
            `SELECT "userId", "label", "location", "home", "active", "stayDays" FROM "SavedPlace"`,
          );
          const of = (id: string) => rows.filter((r) => r.userId === id);
          const only = (id: string) => {
            const mine = of(id);
            assert.equal(mine.length, 1);
            return mine[0]!;
          };
          const london = only(users.london.id);
          assert.deepEqual(
            { label: london.label, home: london.home, active: london.active, stayDays: london.stayDays, location: london.location },
            { label: 'London', home: true, active: true, stayDays: null, location: users.london.location },
          );
          assert.equal(only(users.long.id).label, users.long.location.city.slice(0, 40), 'cut to 40 characters');
          assert.equal(only(users.long.id).label.length, 40);
          assert.equal(only(users.nameOnly.id).label, 'A farm');
          assert.deepEqual(of(users.none.id), []);
          const travel = await sql.query<{ travelSettings: unknown }>(`SELECT "travelSettings" FROM "User" WHERE "id" = $1::uuid`, [users.london.id]);
          assert.equal(travel[0]!.travelSettings, null);

          // At most one home and one active per user: the database's own rule.
          const insert = (home: boolean, active: boolean) =>
            sql.query(`INSERT INTO "SavedPlace" ("id", "userId", "label", "location", "home", "active") VALUES ($1::uuid, $2::uuid, 'x', '{}'::jsonb, $3, $4)`, [
              randomUUID(), users.london.id, home, active,
            ]);
          await assert.rejects(insert(true, false), /SavedPlace_home_key|duplicate key/);
          await assert.rejects(insert(false, true), /SavedPlace_active_key|duplicate key/);
          await insert(false, false);
          // Deleting the user deletes their places.
          await sql.query(`DELETE FROM "User" WHERE "id" = $1::uuid`, [users.london.id]);
          assert.deepEqual(of(users.london.id).length, 1, 'the rows read before');
          assert.equal((await sql.query(`SELECT 1 FROM "SavedPlace" WHERE "userId" = $1::uuid`, [users.london.id])).length, 0);
        });
      } finally {
        old.drop();
      }
    });
  });
}
