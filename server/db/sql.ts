// The smallest SQL surface the migration runner and health checks need, over
// either PGlite (embedded) or a pg Pool (PostgreSQL).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script (a migration) in one transaction. */
  execInTransaction(script: string, after: { sql: string; params: unknown[] }): Promise<void>;
  /**
   * Runs fn while holding PostgreSQL's session advisory lock `key` on a connection of its
   * own, so other processes on the same database wait (migrations at start).
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
}

export function pgliteSql(db: PGlite): SqlClient {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async execInTransaction(script, after) {
      await db.transaction(async (tx) => {
        await tx.exec(script);
        await tx.query(after.sql, after.params);
      });
    },
    // One PGlite belongs to one process: nobody else can be migrating it.
    async withAdvisoryLock(_key, fn) {
      return fn();
    },
  };
}

export function poolSql(pool: pg.Pool): SqlClient {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async execInTransaction(script, after) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query(after.sql, after.params);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => (broken = true));
        }
      } finally {
        // A connection that could not unlock is closed, which releases the lock for sure.
        client.release(broken);
      }
    },
  };
}
