// The real server (server/http/app.ts) on a free port with a fresh embedded
// database, serving the freshly built client, with the fake geo upstream.
import { startServer } from '../../../server/http/app.ts';
import type { ServerConfig } from '../../../server/config.ts';
import { newStorage } from '../../helpers/server.ts';
import { buildClient } from '../../../tools/testkit/buildClient.ts';
import { startFakeGeoUpstream } from './fakeGeoUpstream.ts';

export interface E2EServer {
  url: string;
  /** The server's database, for seeding what the API refuses on purpose (past reflections). */
  prisma: Awaited<ReturnType<typeof startServer>>['db']['prisma'];
  close(): Promise<void>;
}

export async function startE2EServer(overrides: Partial<ServerConfig> = {}): Promise<E2EServer> {
  const staticDir = await buildClient();
  const geo = await startFakeGeoUpstream();
  const { storage, drop } = await newStorage('pglite');
  // Generous limits: one test process creates many anonymous users. No Redis even when
  // the environment names one (CI does): rate-limit counts kept there outlive the run, so
  // a second CI run within the hour found the e-mail limit for the test's address spent.
  const server = await startServer({
    port: 0,
    redisUrl: undefined,
    ...storage,
    staticDir,
    logRequests: false,
    geoBaseUrl: geo.url,
    // Tests never reach the internet: map tiles from a closed local port unless a test serves them (mosque-pin).
    mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    signupRateLimit: 1000,
    writeRateLimit: 1000,
    ...overrides,
  });
  return {
    // localhost (not 127.0.0.1) is a secure context, as production's https is.
    url: server.url.replace('127.0.0.1', 'localhost'),
    prisma: server.db.prisma,
    async close() {
      await server.close();
      await geo.close();
      await drop();
    },
  };
}
