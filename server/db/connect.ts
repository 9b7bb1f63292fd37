// Opens the database: PGlite in a data folder by default, PostgreSQL when a URL is
// given. Both paths run the same migrations and serve the same Prisma client.
import { mkdirSync } from 'node:fs';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../../prisma/generated/client/client.ts';
import { migrate, SCHEMA_NAME } from './migrate.ts';
import { openPGlite } from './pglite.ts';
import { pgliteSql, poolSql, type SqlClient } from './sql.ts';

export interface Database {
  prisma: PrismaClient;
  sql: SqlClient;
  kind: 'pglite' | 'postgresql';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** A PostgreSQL schema other than public (tests use one each). */
  databaseSchema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${SCHEMA_NAME}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A dropped connection must not crash the process: the pool reconnects.
    pool.on('error', () => undefined);
    const sql = poolSql(pool);
    // Creates the schema when it does not exist yet (search_path finds it from then on).
    await migrate(sql, { schema });
    // Under a burst, a write may wait for a pooled connection: give it time rather than fail.
    const prisma = new PrismaClient({
      adapter: new PrismaPg(pool, schema ? { schema } : undefined),
      transactionOptions: { maxWait: 10_000, timeout: 15_000 },
    });
    return {
      prisma,
      sql,
      kind: 'postgresql',
      async close() {
        await prisma.$disconnect();
        await pool.end().catch(() => undefined);
      },
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const db = await openPGlite(options.dataDir);
  const sql = pgliteSql(db);
  await migrate(sql);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  return {
    prisma,
    sql,
    kind: 'pglite',
    async close() {
      await prisma.$disconnect();
      await db.close();
    },
  };
}
