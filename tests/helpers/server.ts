// Boots the real server on a free port for a test, on PGlite (a fresh temporary
// folder) or on the local PostgreSQL (a database cloned from the run's template, or a
// fresh schema when the file runs on its own), and cleans up after.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../../server/http/app.ts';
import type { ServerConfig } from '../../server/config.ts';
import { pgliteTemplate } from '../../tools/testkit/pgliteTemplate.ts';
import { cloneName, databaseUrlFor, POSTGRES_TEMPLATE_ENV, withPg } from '../../tools/testkit/postgresTemplate.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestServer extends RunningServer {
  backend: Backend;
  /** Storage this server used, for a second instance on the same data. */
  storage: Partial<ServerConfig>;
  stop(): Promise<void>;
}

export async function newStorage(backend: Backend): Promise<{ storage: Partial<ServerConfig>; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'pc-test-'));
    // Creating a PGlite cluster takes seconds; copying a migrated one takes milliseconds.
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    return { storage: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL as string;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (template) {
    // A database of its own, cloned from the run's migrated template (tools/testkit/postgresTemplate.ts).
    const database = cloneName(template);
    await withPg(databaseUrl, (c) => c.query(`CREATE DATABASE ${database} TEMPLATE ${template}`));
    return {
      storage: { databaseUrl: databaseUrlFor(databaseUrl, database), databaseSchema: 'public' },
      drop: () => withPg(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).then(() => undefined),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withPg(databaseUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));
  return {
    storage: { databaseUrl, databaseSchema: schema },
    drop: () => withPg(databaseUrl, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => undefined),
  };
}

export async function bootServer(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const { storage, drop } = await newStorage(backend);
  const server = await startServer({
    port: 0,
    staticDir: undefined,
    redisUrl: undefined,
    signupRateLimit: 10_000,
    logRequests: false,
    writeRateLimit: 10_000,
    ...storage,
    ...overrides,
  });
  return {
    ...server,
    backend,
    storage,
    async stop() {
      await server.close();
      await drop();
    },
  };
}

/** A server with two signed-up browsers, Alice and Bob, for community tests. */
export async function bootWithTwoUsers(backend: Backend) {
  const { TestBrowser } = await import('./client.ts');
  const server = await bootServer(backend);
  const alice = new TestBrowser(server.url);
  const bob = new TestBrowser(server.url);
  await alice.signUp();
  await bob.signUp();
  return { server, alice, bob };
}
