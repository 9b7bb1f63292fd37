// Which origin this server writes into absolute URLs (the calendar feed's), and whether a
// request counts as https (the session cookie's Secure flag). Issue 28 point 6:
//   PUBLIC_URL set   that origin, always: the request's Host and X-Forwarded-* are not read.
//   unset            the request's Host, which must be a valid host[:port] (else 400), or a
//                    trusted proxy's X-Forwarded-Host; https only from a TLS socket or a
//                    trusted proxy's X-Forwarded-Proto. An untrusted client's headers are ignored.
import type { IncomingMessage } from 'node:http';
import { requestHost } from './origin.ts';

type RequestLike = Pick<IncomingMessage, 'headers'> & { socket?: object };

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
/** A DNS name (underscores allowed: container names), an IPv4 address, or a bracketed IPv6; optional port. */
const HOST_PORT = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

export function isValidHost(host: string): boolean {
  const match = HOST_PORT.exec(host);
  return match !== null && host.length <= 259 && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * PUBLIC_URL as an origin (`https://prayers.example`, `http://localhost:4000`), checked at
 * start: http(s), a valid host, nothing after it but an optional '/'. Anything else stops
 * the server with this message rather than writing wrong links later.
 */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const wrong = `PUBLIC_URL must be an origin such as https://prayers.example (scheme, host, optional port), not ${JSON.stringify(text)}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(wrong);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare || !isValidHost(url.host) || text.replace(/\/$/, '') !== url.origin) {
    throw new Error(wrong);
  }
  return url.origin;
}

export interface SiteOrigin {
  /** False only without PUBLIC_URL, for a Host (or trusted X-Forwarded-Host) that is not host[:port]. */
  acceptsHost(req: RequestLike): boolean;
  /** Whether the browser used https. */
  isSecure(req: RequestLike): boolean;
  /** The origin to put in front of a path the server hands out. */
  originOf(req: RequestLike): string;
}

const lastValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header.at(-1) : header)?.split(',').pop()?.trim().toLowerCase();

export function siteOrigin(options: { publicUrl?: string; trustProxy: boolean }): SiteOrigin {
  const { publicUrl, trustProxy } = options;
  const isSecure = (req: RequestLike) => {
    if (publicUrl) return publicUrl.startsWith('https:');
    if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted === true) return true;
    return trustProxy && lastValue(req.headers['x-forwarded-proto']) === 'https';
  };
  const host = (req: RequestLike) => requestHost(req, trustProxy);
  return {
    acceptsHost: (req) => {
      if (publicUrl) return true;
      const asked = host(req);
      // HTTP/1.0 may leave Host out (Node refuses that on 1.1): nothing to repeat, nothing wrong.
      return asked === undefined || isValidHost(asked);
    },
    isSecure,
    originOf: (req) => publicUrl ?? `${isSecure(req) ? 'https' : 'http'}://${host(req) || 'localhost'}`,
  };
}
