// What every resolver receives. The viewer comes from the session cookie only:
// the server decides who acts, never the request body (decisions.md 1, 3).
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import type { LivePubSub, OnlineTracker } from './domain/events/events.ts';
import type { RateLimiter } from './security/rate-limit.ts';
import type { PushService } from './domain/push/service.ts';
import type { SqlClient } from './db/sql.ts';
import type { GeoService } from './domain/geo/service.ts';
import type { Mailer } from './domain/mail/mailer.ts';
import type { EmailLinkSettings } from './domain/accounts/deps.ts';

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
  /** Account mail (confirmation and sign-in links); logs instead of sending without SMTP_URL. */
  mail: Mailer;
  /** Where mailed links point and how many mails are allowed (issue 31). */
  emailLinks: EmailLinkSettings;
  isProduction: boolean;
  writeRateLimit: number;
  /** Anonymous accounts one address may create per 10 minutes. */
  signupRateLimit: number;
  /** Unknown private links one address may try per 10 minutes; past it every link look-up is 429. */
  linkMissRateLimit: number;
  /** Mosques one address may create per day. */
  mosqueRateLimit: number;
  /** Admin writes one mosque may take per minute (MOSQUE_ADMIN_RATE_LIMIT). */
  mosqueAdminRateLimit: number;
  /** The map tiles' URL template (MAP_TILE_URL) the client's mosque pin loads. */
  mapTileUrl: string;
}

export interface Context extends Services {
  viewer: Viewer | null;
  /** The caller's address, for per-address limits. */
  ip: string;
  cookies: SessionCookieJar;
}
