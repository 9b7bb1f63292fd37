// Configuration from the environment, read once at start.
import { parseTrustProxy, type TrustProxy } from './ops/address.ts';

export interface ServerConfig {
  port: number;
  /** Address to listen on: all interfaces by default (containers), 127.0.0.1 to stay local. */
  host: string;
  /** PGlite data folder, used when no databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use instead of public. */
  databaseSchema?: string;
  /** PostgreSQL connections per instance (server/db/connect.ts); its default when absent. */
  databasePoolSize?: number;
  redisUrl?: string;
  /** Built client to serve (vite build output); absent in API-only tests. */
  staticDir?: string;
  /** Nominatim-compatible upstream for /api/geo (decisions.md 12). */
  geoBaseUrl: string;
  /** How long /api/geo waits for the upstream before answering 502. */
  geoTimeoutMs: number;
  /** Least time between two upstream geo calls (Nominatim's policy: 1000 ms; keep it for the public service). */
  geoIntervalMs: number;
  isProduction: boolean;
  /** Take the caller's address from X-Forwarded-For behind a trusted proxy (server/ops/address.ts). */
  trustProxy: TrustProxy;
  /** One JSON log line per request (off in tests). */
  logRequests: boolean;
  /** Per-user writes allowed per minute. */
  writeRateLimit: number;
  /** Anonymous accounts one address may create per 10 minutes. */
  signupRateLimit: number;
  /** Unknown private links one address may try per 10 minutes. */
  linkMissRateLimit: number;
  /** Analytics batches (POST /api/events) per minute, per session user or per address. */
  eventsRateLimit: number;
  /** Optional PostHog (decisions.md 13): off unless a key is set. */
  posthogKey?: string;
  posthogHost?: string;
  /** The e-mail goes to PostHog only when the operator says so (POSTHOG_SEND_EMAIL=1). */
  posthogSendEmail: boolean;
  /** Other sites allowed to call the API with the user's cookie (CORS and WebSocket); none by default. */
  allowedOrigins: string[];
  /** Open subscriptions one WebSocket may hold. */
  wsMaxSubscriptionsPerSocket: number;
  /** Open WebSockets one client address may hold (a household behind one address). */
  wsMaxSocketsPerAddress: number;
  /** How often every WebSocket is pinged; one silent for a whole interval, or not initialised, is closed. */
  wsHeartbeatMs: number;
  /** Origins of the push services a subscription's endpoint may be on (decisions.md 23); `*.` allows subdomains. */
  pushAllowedOrigins: string[];
  /** VAPID subject the push services may contact: a mailto: or https: URL. */
  vapidSubject: string;
  /** How often each instance looks for reminders to plan and send; 0 turns reminders off. */
  pushPollMs: number;
}

/** The browsers' push services: Chrome, Firefox, Safari, Edge (Windows Push Notification Services). */
export const DEFAULT_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

/** `https://a.example, https://b.example/` → origins as browsers send them (no path, no slash). */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databasePoolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    staticDir: env.STATIC_DIR ?? 'dist',
    geoBaseUrl: env.GEO_BASE_URL ?? 'https://nominatim.openstreetmap.org',
    geoTimeoutMs: Number(env.GEO_TIMEOUT_MS ?? 5000),
    geoIntervalMs: Number(env.GEO_INTERVAL_MS ?? 1000),
    isProduction: env.NODE_ENV === 'production',
    logRequests: env.LOG_REQUESTS !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    writeRateLimit: Number(env.WRITE_RATE_LIMIT ?? 60),
    signupRateLimit: Number(env.SIGNUP_RATE_LIMIT ?? 30),
    linkMissRateLimit: Number(env.LINK_MISS_RATE_LIMIT ?? 30),
    eventsRateLimit: Number(env.EVENTS_RATE_LIMIT ?? 120),
    posthogKey: env.POSTHOG_KEY || undefined,
    posthogHost: env.POSTHOG_HOST || undefined,
    posthogSendEmail: env.POSTHOG_SEND_EMAIL === '1',
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    wsMaxSubscriptionsPerSocket: Number(env.WS_MAX_SUBSCRIPTIONS_PER_SOCKET ?? 50),
    wsMaxSocketsPerAddress: Number(env.WS_MAX_SOCKETS_PER_ADDRESS ?? 20),
    wsHeartbeatMs: Number(env.WS_HEARTBEAT_MS ?? 12_000),
    pushAllowedOrigins: env.PUSH_ALLOWED_ORIGINS ? parseOrigins(env.PUSH_ALLOWED_ORIGINS) : DEFAULT_PUSH_ORIGINS,
    vapidSubject: env.VAPID_SUBJECT || 'mailto:reminders@prayer-companion.invalid',
    pushPollMs: Number(env.PUSH_POLL_MS ?? 10_000),
  };
}
