// Headers every response carries (pages, API, errors). See docs/security.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestHost } from '../security/origin.ts';

// A Host we are willing to repeat inside the policy: name or [IPv6], optional port.
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

export interface PolicyOptions {
  trustProxy: boolean;
  /** Origins the page may send data to besides its own (the optional PostHog host). */
  extraConnect: readonly string[];
  /** Origins images may come from besides our own (the map tiles of a mosque's pin, MAP_TILE_URL). */
  extraImages?: readonly string[];
}

/**
 * The Content-Security-Policy. Scripts only from our own files (no inline script,
 * no eval). Styles also allow inline: Mantine writes <style> elements at run time
 * (theme variables, responsive style props) and components set style attributes;
 * a nonce would need every response's HTML rewritten and every library's
 * cooperation, and a style cannot run code. Images and fonts may also be data: URLs
 * (GraphiQL's editor embeds its icon fonts so); neither can run code. WebSockets to the page's own host are
 * listed explicitly: 'self' covers them only in CSP3 browsers.
 */
export function contentSecurityPolicy(req: IncomingMessage, options: PolicyOptions): string {
  const host = requestHost(req, options.trustProxy);
  // Both schemes: behind a TLS proxy the server cannot always tell which the page used,
  // and an https page cannot open ws: anyway (mixed content).
  const socket = host && SAFE_HOST.test(host) ? [`wss://${host}`, `ws://${host}`] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...(options.extraImages ?? [])].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...socket, ...options.extraConnect].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setCommonHeaders(req: IncomingMessage, res: ServerResponse, options: PolicyOptions) {
  // The private link must never leak through Referer or search engines.
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(req, options));
}
