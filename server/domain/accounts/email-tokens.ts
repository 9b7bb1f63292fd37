// One-time links by e-mail (decisions.md 22): 256 random bits in the link, only
// their SHA-256 in the database; a token is deleted as it is used, so it works once.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { hashToken, newSessionToken } from '../../auth/tokens.ts';
import type { MailKind } from '../mail/texts.ts';

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<MailKind, number> = {
  verify: 24 * 60 * 60 * 1000,
  'sign-in': 15 * 60 * 1000,
};

export async function issueEmailToken(prisma: PrismaClient, userId: string, purpose: MailKind, email: string): Promise<string> {
  const token = newSessionToken();
  await prisma.emailToken.create({
    data: { userId, purpose, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) },
  });
  return token;
}

/**
 * The token's row, now deleted, or null when it is unknown, already used, of
 * another kind or expired. Only the caller whose delete removed the row gets it:
 * two clicks at once, one wins.
 */
export async function consumeEmailToken(prisma: PrismaClient, token: string, purpose: MailKind) {
  if (!token || token.length > 100) return null;
  const row = await prisma.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose) return null;
  const { count } = await prisma.emailToken.deleteMany({ where: { id: row.id } });
  if (count !== 1 || row.expiresAt.getTime() < Date.now()) return null;
  return row;
}
