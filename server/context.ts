// What every resolver receives. The viewer comes from the session cookie only:
// the server decides who acts, never the request body (decisions.md 1, 3).
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import type { LivePubSub, OnlineTracker } from './events.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { PushService } from './push/service.ts';
import type { SqlClient } from './db/sql.ts';
import type { GeoService } from './geo/service.ts';

export interface Viewer {
  userId: string;
  sessionId: string;
}

export interface SessionCookieJar {
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

export interface Services {
  prisma: PrismaClient;
  /** Plain SQL on the same database, for the few reads too hot for the query builder (ummah-feed.ts). */
  sql: SqlClient;
  /** City search and reverse geocoding through the upstream (decisions.md 12). */
  geo: GeoService;
  pubsub: LivePubSub;
  limiter: RateLimiter;
  online: OnlineTracker;
  push: PushService;
  isProduction: boolean;
  writeRateLimit: number;
  /** Anonymous accounts one address may create per 10 minutes. */
  signupRateLimit: number;
  /** Unknown private links one address may try per 10 minutes; past it every link look-up is 429. */
  linkMissRateLimit: number;
}

export interface Context extends Services {
  viewer: Viewer | null;
  /** The caller's address, for per-address limits. */
  ip: string;
  cookies: SessionCookieJar;
}
