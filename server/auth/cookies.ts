// The session cookie (decisions.md 1): HttpOnly, SameSite=Lax, a year, Secure over https.
// Its attributes are defined here once for every transport; readCookie reads it from a raw header.
import type { CookieListItem } from '@whatwg-node/cookie-store';
export const SESSION_COOKIE = 'pc_session';
export const SESSION_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session cookie as set after sign-in. */
export function sessionCookie(token: string, secure: boolean): CookieListItem {
  return {
    name: SESSION_COOKIE,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: Date.now() + SESSION_MAX_AGE_MS,
    domain: null,
  };
}

/** What clears it (what the cookie store's delete() writes: expired at the epoch). */
export function clearedSessionCookie(): CookieListItem {
  return { name: SESSION_COOKIE, value: '', path: '/', secure: false, sameSite: 'strict', expires: 0, domain: null, httpOnly: false };
}
