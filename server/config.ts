// Configuration from the environment, read once at start.
import { parseTrustProxy, type TrustProxy } from './ops/address.ts';
import { parsePublicUrl } from './security/public-origin.ts';

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
  /** Map tiles for a mosque's pin (MAP_TILE_URL, Leaflet's {z}/{x}/{y} template); its origin is allowed in the CSP's img-src. */
  mapTileUrl: string;
  /** How long /api/geo waits for the upstream before answering 502. */
  geoTimeoutMs: number;
  /** Least time between two upstream geo calls (Nominatim's policy: 1000 ms; keep it for the public service). */
  geoIntervalMs: number;
  isProduction: boolean;
  /**
   * The site's origin as browsers reach it (PUBLIC_URL): every absolute URL the server writes
   * uses it, whatever Host a request carries (server/security/public-origin.ts).
   */
  publicUrl?: string;
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
  /** Mosques one address may create per day (issue 33). */
  mosqueRateLimit: number;
  /** Admin writes one mosque may take per minute (issue 40 item 6). */
  mosqueAdminRateLimit: number;
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
  /** Devices with reminders one user keeps; one more replaces the one saved longest ago. */
  pushMaxDevices: number;
  /** Days a sent or given-up reminder is kept before the scheduler deletes it (server/domain/push/retention.ts). */
  pushJobRetentionDays: number;
  /** GETs of one calendar feed (one token) per minute. */
  calendarTokenRateLimit: number;
  /** GETs of calendar feeds (any token, unknown ones too) per minute from one address. */
  calendarAddressRateLimit: number;
  /** SMTP server for account mail (smtp://user:pass@host:587, smtps://…); none: each link is logged instead. */
  smtpUrl?: string;
  /** The From: of account mail. */
  mailFrom: string;
  /** Account mails (confirmation, sign-in) one client address may ask for per hour. */
  emailAddressRateLimit: number;
  /** Account mails one e-mail address may be sent per hour. */
  emailRecipientRateLimit: number;
  /** Bearer token of the operator, who records countries' Hijri month starts; none: recording is off. */
  operatorToken?: string;
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

/** A whole-number setting, checked at start so a typo stops the server with a clear message instead of acting oddly later. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** An http(s) tile template with {z}, {x} and {y}; checked at start, since a bad one only shows as a grey map. */
function parseTileUrl(raw: string | undefined): string {
  if (!raw) return DEFAULT_TILE_URL;
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(raw) || !['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) {
    throw new Error('MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}');
  }
  return raw;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: wholeNumber(env, 'PORT', 4000, 0, 65_535),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databasePoolSize: env.DATABASE_POOL_SIZE ? wholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1, 1000) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    staticDir: env.STATIC_DIR ?? 'dist',
    geoBaseUrl: env.GEO_BASE_URL ?? 'https://nominatim.openstreetmap.org',
    geoTimeoutMs: wholeNumber(env, 'GEO_TIMEOUT_MS', 5000, 100, 120_000),
    geoIntervalMs: wholeNumber(env, 'GEO_INTERVAL_MS', 1000, 0, 60_000),
    mapTileUrl: parseTileUrl(env.MAP_TILE_URL),
    isProduction: env.NODE_ENV === 'production',
    logRequests: env.LOG_REQUESTS !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    writeRateLimit: wholeNumber(env, 'WRITE_RATE_LIMIT', 60, 1, 1_000_000_000),
    signupRateLimit: wholeNumber(env, 'SIGNUP_RATE_LIMIT', 30, 1, 1_000_000_000),
    linkMissRateLimit: wholeNumber(env, 'LINK_MISS_RATE_LIMIT', 30, 1, 1_000_000_000),
    mosqueRateLimit: wholeNumber(env, 'MOSQUE_RATE_LIMIT', 10, 1, 1_000_000_000),
    mosqueAdminRateLimit: wholeNumber(env, 'MOSQUE_ADMIN_RATE_LIMIT', 30, 1, 1_000_000_000),
    eventsRateLimit: wholeNumber(env, 'EVENTS_RATE_LIMIT', 120, 1, 1_000_000_000),
    posthogKey: env.POSTHOG_KEY || undefined,
    posthogHost: env.POSTHOG_HOST || undefined,
    posthogSendEmail: env.POSTHOG_SEND_EMAIL === '1',
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    wsMaxSubscriptionsPerSocket: wholeNumber(env, 'WS_MAX_SUBSCRIPTIONS_PER_SOCKET', 50, 1, 10_000),
    wsMaxSocketsPerAddress: wholeNumber(env, 'WS_MAX_SOCKETS_PER_ADDRESS', 20, 1, 1_000_000),
    wsHeartbeatMs: wholeNumber(env, 'WS_HEARTBEAT_MS', 12_000, 100, 600_000),
    pushAllowedOrigins: env.PUSH_ALLOWED_ORIGINS ? parseOrigins(env.PUSH_ALLOWED_ORIGINS) : DEFAULT_PUSH_ORIGINS,
    vapidSubject: env.VAPID_SUBJECT || 'mailto:reminders@prayer-companion.invalid',
    pushPollMs: wholeNumber(env, 'PUSH_POLL_MS', 10_000, 0, 3_600_000),
    pushMaxDevices: wholeNumber(env, 'PUSH_MAX_DEVICES', 10, 1, 100),
    pushJobRetentionDays: wholeNumber(env, 'PUSH_JOB_RETENTION_DAYS', 7, 1, 3650),
    calendarTokenRateLimit: wholeNumber(env, 'CALENDAR_TOKEN_RATE_LIMIT', 10, 1, 100_000),
    calendarAddressRateLimit: wholeNumber(env, 'CALENDAR_ADDRESS_RATE_LIMIT', 120, 1, 1_000_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Prayer companion <no-reply@prayer-companion.invalid>',
    emailAddressRateLimit: wholeNumber(env, 'EMAIL_ADDRESS_RATE_LIMIT', 20, 1, 1_000_000),
    emailRecipientRateLimit: wholeNumber(env, 'EMAIL_RECIPIENT_RATE_LIMIT', 5, 1, 1_000_000),
    operatorToken: env.OPERATOR_TOKEN || undefined,
  };
}
