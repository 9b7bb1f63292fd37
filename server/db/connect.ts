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
  /** Connections this instance keeps to PostgreSQL at most (DEFAULT_POOL_SIZE). */
  databasePoolSize?: number;
}

// PostgreSQL runs a process per connection: past a few per core, more connections only
// make its backends compete for the CPU. bench:api on two cores (PostgreSQL, server and
// load on the same machine) read the feed ~10 % faster with 10 than with 20, and
// test:load's 500 clients got no error, no lost write and a lower p99 with 10.
export const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${SCHEMA_NAME}`);
    const poolSize = options.databasePoolSize ?? DEFAULT_POOL_SIZE;
    if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 1000) {
      throw new Error('DATABASE_POOL_SIZE must be a whole number from 1 to 1000');
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: poolSize,
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
