// One process serves /graphql (HTTP and WebSocket), /api/*, health checks and the
// built client. startServer is what main.ts and the tests call.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { createLivePubSub } from './live/pubsub.ts';
import { createOnlineTracker } from './live/online.ts';
import { attachWebSocket } from './live/websocket.ts';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit.ts';
import { createGraphQLServer } from './yoga.ts';
import { staticHandler } from './static.ts';
import { createRestHandler } from './rest/index.ts';
import { createAnalyticsHandler, isAnalyticsPath } from './analytics/index.ts';
import { trackRequest } from './ops/log.ts';
import { setTrustProxy } from './ops/address.ts';
import { databaseCheck, ready, type Check } from './ops/health.ts';
import type { Services } from './context.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  services: Services;
  close(graceMs?: number): Promise<void>;
}

// Every response: the private link must never leak through Referer or search engines.
function setCommonHeaders(res: ServerResponse) {
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config = { ...configFromEnv(), ...overrides };
  setTrustProxy(config.trustProxy);
  const db = await openDatabase(config);
  const live = createLivePubSub(config.redisUrl);
  const limiter = config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter();
  const online = createOnlineTracker(db.prisma, live.pubsub);
  const services: Services = {
    prisma: db.prisma,
    pubsub: live.pubsub,
    limiter,
    online,
    isProduction: config.isProduction,
    writeRateLimit: config.writeRateLimit,
    signupRateLimit: config.signupRateLimit,
    linkMissRateLimit: config.linkMissRateLimit,
  };
  const yoga = createGraphQLServer(services);
  const rest = createRestHandler(yoga, services, config);
  const analytics = createAnalyticsHandler(services, config);
  const serveStatic = config.staticDir ? staticHandler(config.staticDir) : null;

  let stopping = false;
  const checks: Record<string, Check> = { database: databaseCheck(db.sql) };
  if (live.ping) checks.redis = live.ping;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    setCommonHeaders(res);
    trackRequest(req, res, config.logRequests);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') return void yoga(req, res);
    if (path === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (path === '/readyz') return void ready(res, checks, () => stopping);
    if (isAnalyticsPath(path)) return void analytics(req, res, path);
    if (path.startsWith('/api/')) return void rest(req, res);
    if (serveStatic?.(req, res)) return;
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  const ws = attachWebSocket(server, yoga, services);

  await new Promise<void>((resolve) => server.listen(config.port, '0.0.0.0', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    services,
    /** Graceful: stop accepting, let in-flight requests finish (up to graceMs), close sockets with 1012. */
    async close(graceMs = 10_000) {
      stopping = true;
      online.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await ws.close();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(timer);
      await live.close();
      await limiter.close();
      await db.close();
    },
  };
}
