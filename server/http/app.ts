// One process serves /graphql (HTTP and WebSocket), /api/*, health checks and the
// built client. startServer is what main.ts and the tests call.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { createLivePubSub } from '../live/pubsub.ts';
import { createOnlineTracker } from '../live/online.ts';
import { attachWebSocket } from '../live/ws-endpoint.ts';
import { memoryRateLimiter, redisRateLimiter } from '../security/rate-limit.ts';
import { createGraphQLServer } from './yoga.ts';
import { staticHandler } from './static.ts';
import { createRestHandler } from './rest/index.ts';
import { createGeoService } from '../domain/geo/service.ts';
import { schema } from '../schema/index.ts';
import { trackRequest } from '../ops/log.ts';
import { containErrors } from '../ops/contain.ts';
import { setTrustProxy } from '../ops/address.ts';
import { siteOrigin } from '../security/public-origin.ts';
import { databaseCheck, ready, type Check } from './health.ts';
import type { Services } from '../context.ts';
import { setCommonHeaders } from './headers.ts';
import { isGraphiQLAsset, serveGraphiQLAsset } from './graphiql.ts';
import { DEFAULT_POSTHOG_HOST } from '../domain/analytics/clientConfig.ts';
import { createPushService } from '../domain/push/service.ts';
import { createMailer } from '../domain/mail/mailer.ts';

export interface RunningServer {
  /** Where a client on this machine reaches the server. */
  url: string;
  /** The address and port it listens on (HOST, PORT), as the log says. */
  listening: string;
  port: number;
  db: Database;
  services: Services;
  close(graceMs?: number): Promise<void>;
}

/** The origin the browser may send analytics to besides ours (the optional PostHog host). */
function posthogOrigin(config: ServerConfig): string[] {
  if (!config.posthogKey) return [];
  try {
    return [new URL(config.posthogHost ?? DEFAULT_POSTHOG_HOST).origin];
  } catch {
    return [];
  }
}

/** The map tiles' origin for img-src: '{s}' subdomains become a wildcard ('https://*.tile.example'). */
export function tileOrigin(template: string): string[] {
  const m = /^(https?:\/\/[^/]+)/.exec(template);
  return m ? [m[1]!.replace('{s}', '*')] : [];
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config = { ...configFromEnv(), ...overrides };
  setTrustProxy(config.trustProxy);
  const db = await openDatabase(config);
  const live = createLivePubSub(config.redisUrl);
  const limiter = config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter();
  const online = createOnlineTracker(db.prisma, live.pubsub);
  const push = createPushService(db.prisma, {
    allowedOrigins: config.pushAllowedOrigins,
    vapidSubject: config.vapidSubject,
    pollMs: config.pushPollMs,
    maxDevices: config.pushMaxDevices,
    jobRetentionDays: config.pushJobRetentionDays,
  });
  const services: Services = {
    prisma: db.prisma,
    sql: db.sql,
    geo: createGeoService({ baseUrl: config.geoBaseUrl, timeoutMs: config.geoTimeoutMs, intervalMs: config.geoIntervalMs }),
    pubsub: live.pubsub,
    limiter,
    online,
    push,
    mail: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, isProduction: config.isProduction }),
    // publicUrl is this server's own URL until it listens (below), unless PUBLIC_URL names it.
    emailLinks: { publicUrl: config.publicUrl ?? '', addressLimit: config.emailAddressRateLimit, recipientLimit: config.emailRecipientRateLimit },
    isProduction: config.isProduction,
    writeRateLimit: config.writeRateLimit,
    signupRateLimit: config.signupRateLimit,
    linkMissRateLimit: config.linkMissRateLimit,
    mosqueRateLimit: config.mosqueRateLimit,
    mosqueAdminRateLimit: config.mosqueAdminRateLimit,
    mapTileUrl: config.mapTileUrl,
  };
  // Whether a proxy's X-Forwarded-Host names the site (origin checks, CSP). Only a
  // browser could carry the user's cookie, and a browser cannot set that header.
  const behindProxy = config.trustProxy === true || (Array.isArray(config.trustProxy) && config.trustProxy.length > 0);
  const site = siteOrigin({ publicUrl: config.publicUrl, trustProxy: behindProxy });
  const yoga = createGraphQLServer(services, { allowedOrigins: config.allowedOrigins, site });
  const rest = createRestHandler(schema, services, config, site);
  const serveStatic = config.staticDir ? staticHandler(config.staticDir) : null;

  let stopping = false;
  const checks: Record<string, Check> = { database: databaseCheck(db.sql) };
  if (live.ping) checks.redis = live.ping;

  const policy = { trustProxy: behindProxy, extraConnect: posthogOrigin(config), extraImages: tileOrigin(config.mapTileUrl) };
  const route = (req: IncomingMessage, res: ServerResponse): unknown => {
    setCommonHeaders(req, res, policy);
    // Without PUBLIC_URL the Host may end up in a URL: only host[:port] is served (issue 28).
    if (!site.acceptsHost(req)) {
      const body = JSON.stringify({ error: { code: 'BAD_USER_INPUT', message: 'The Host header must be a host name or address with an optional port' } });
      return void res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', connection: 'close' }).end(body);
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') {
      // CORS headers depend on the Origin (ALLOWED_ORIGINS): caches must keep answers apart.
      res.setHeader('Vary', 'Origin');
      return yoga(req, res);
    }
    if (path === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (path === '/readyz') return ready(res, checks, () => stopping);
    if (isGraphiQLAsset(path)) return serveGraphiQLAsset(req, res, path);
    if (path.startsWith('/api/')) return rest(req, res);
    if (serveStatic?.(req, res)) return;
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };
  const handle = containErrors(route, (res) => String(res.getHeader('X-Request-Id')));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    trackRequest(req, res, config.logRequests);
    handle(req, res);
  });
  const ws = attachWebSocket(server, yoga, services, {
    allowedOrigins: config.allowedOrigins,
    trustProxy: behindProxy,
    maxSubscriptionsPerSocket: config.wsMaxSubscriptionsPerSocket,
    maxSocketsPerAddress: config.wsMaxSocketsPerAddress,
    heartbeatMs: config.wsHeartbeatMs,
  });

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port, address } = server.address() as AddressInfo;
  // Where it listens (as the log says) and where a local client reaches it.
  const listening = `${address.includes(':') ? `[${address}]` : address}:${port}`;
  const wildcard = address === '0.0.0.0' || address === '::';
  const url = wildcard ? `http://127.0.0.1:${port}` : `http://${listening}`;
  if (!services.emailLinks.publicUrl) services.emailLinks.publicUrl = url;

  return {
    url,
    listening,
    port,
    db,
    services,
    /** Graceful: stop accepting, let in-flight requests finish (up to graceMs), close sockets with 1012. */
    async close(graceMs = 10_000) {
      stopping = true;
      online.stop();
      await push.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await ws.close();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(timer);
      await live.close();
      services.mail.close();
      await limiter.close();
      await db.close();
    },
  };
}
