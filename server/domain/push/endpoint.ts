// Which push endpoints the server will call (decisions.md 23): only the
// browsers' push services, so a subscription can never make the server call
// an arbitrary address (SSRF). `https://*.notify.windows.com` allows its
// subdomains; anything else must match an origin exactly.
//
// The endpoint is parsed once, here, and the URL this returns is the one the
// sender connects to (send.ts). Node's legacy url.parse (used by web-push) and
// the WHATWG parser disagree on hosts holding `%`, `\`, `@`, tabs or newlines:
// `https://127.0.0.1%2enotify.windows.com/x` is *.notify.windows.com to one and
// 127.0.0.1 to the other (issue 28). Such endpoints are refused outright, and so
// is any other the two parsers read differently.
import { parse as legacyParse } from 'node:url';

/** Characters no push service's host holds, on which the two parsers part ways. */
const UNSAFE_IN_HOST = /[%\\@\s\p{Cc}]/u;
/** Whitespace or control characters anywhere: WHATWG drops tabs and newlines, url.parse ends the host there. */
const UNSAFE_ANYWHERE = /[\s\p{Cc}]/u;
const MAX_ENDPOINT = 2048;
/** The longest DNS name. */
const MAX_HOST = 253;

function allowedHost(url: URL, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) => {
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === allowed;
    const suffix = `.${wildcard[1]}`;
    return url.port === '' && url.hostname.endsWith(suffix) && url.hostname.length > suffix.length;
  });
}

/** The endpoint as the one URL to connect to, or null when it is not a push service's or is ambiguous. */
export function parseEndpoint(endpoint: string, allowedOrigins: readonly string[]): URL | null {
  if (endpoint.length > MAX_ENDPOINT || UNSAFE_ANYWHERE.test(endpoint)) return null;
  // The authority as written, before either parser normalizes it.
  const authority = /^https:\/\/([^/?#]*)/i.exec(endpoint)?.[1];
  if (!authority || authority.length > MAX_HOST || UNSAFE_IN_HOST.test(authority)) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hostname.length > MAX_HOST) return null;
  const legacy = legacyParse(endpoint);
  if (legacy.href !== url.href || legacy.hostname !== url.hostname || (legacy.port ?? '') !== url.port) return null;
  return allowedHost(url, allowedOrigins) ? url : null;
}

export function isAllowedEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  return parseEndpoint(endpoint, allowedOrigins) !== null;
}
