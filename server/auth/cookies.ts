// The session cookie (decisions.md 1): HttpOnly, SameSite=Lax, a year, Secure over https.
// It is set through the cookie store (server/auth/session.ts); this reads it from a raw header.
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
