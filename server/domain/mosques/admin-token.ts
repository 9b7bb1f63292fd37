// The admin link (decision 26): a capability, 256 random bits, given once; only
// its SHA-256 is kept, like session tokens and calendar feed tokens. Replacing it
// makes the old link stop working at once.
import { timingSafeEqual } from 'node:crypto';
import { hashToken, newSessionToken } from '../../auth/tokens.ts';
import { AppError, notFound } from '../../errors.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newAdminToken = (): { token: string; hash: string } => {
  const token = newSessionToken();
  return { token, hash: hashToken(token) };
};

/** Where the admin page is: the token in the fragment, which browsers never send to a server. */
export const adminPath = (slug: string, token: string) => `/m/${slug}/admin#${token}`;

export const adminRequired = () => new AppError('UNAUTHENTICATED', 'The mosque’s admin link is required');
export const adminRefused = () => new AppError('FORBIDDEN', 'This admin link does not manage this mosque');

/**
 * Throws unless `token` is this mosque's (a forged token, or another mosque's, is FORBIDDEN).
 * An unclaimed mosque (imported from OpenStreetMap: no hash) has no admin: every token is refused.
 */
export function checkAdminToken(mosque: { adminTokenHash: string | null } | null, token: string | null | undefined): void {
  if (!mosque) throw notFound('Mosque');
  if (!token) throw adminRequired();
  if (!TOKEN.test(token) || mosque.adminTokenHash === null) throw adminRefused();
  const given = Buffer.from(hashToken(token), 'hex');
  const kept = Buffer.from(mosque.adminTokenHash, 'hex');
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) throw adminRefused();
}
