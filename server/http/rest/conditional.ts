// Conditional GET (RFC 9110 section 13): whether the caller's copy is still
// good, so the answer can be 304 with no body. If-None-Match decides when it
// is sent (a date cannot tell two versions of one second apart); otherwise
// If-Modified-Since, compared in whole seconds as HTTP dates are written.
import type { IncomingHttpHeaders } from 'node:http';

/** `"abc"`, `W/"abc"` → `"abc"` (weak comparison, as If-None-Match uses). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const tags = noneMatch.split(',').map(opaque);
    return tags.includes('*') || tags.includes(opaque(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
