// Same origin only (decisions.md 18): which other sites may use the API with the
// user's cookie. The site's own pages always may; others only when listed in
// ALLOWED_ORIGINS. Used for CORS answers and to refuse cross-site WebSockets.
import type { IncomingMessage } from 'node:http';

type HeadersOnly = Pick<IncomingMessage, 'headers'>;

/** The host the browser asked for: Host, or the proxy's X-Forwarded-Host when the proxy is trusted. */
export function requestHost(req: HeadersOnly, trustProxy: boolean): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  if (trustProxy && typeof forwarded === 'string' && forwarded) return forwarded.split(',').pop()!.trim().toLowerCase();
  return req.headers.host?.toLowerCase();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // 'null' (sandboxed frames, file:) or garbage: never the site's own
  }
}

/**
 * Whether a request with this Origin may act as the user. No Origin header (not a
 * browser's cross-site request: curl, the server's own tests, native apps) is allowed:
 * cookies then only travel when their owner sends them.
 */
export function originAllowed(req: HeadersOnly, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  const host = hostOf(origin);
  return host !== null && host === requestHost(req, trustProxy);
}

/** Yoga's `cors` option: answers only listed origins; everyone else gets no CORS headers at all. */
export function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false as const;
    return {
      origin,
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'x-graphql-yoga-csrf', 'apollo-require-preflight', 'idempotency-key'],
    };
  };
}
