// A private link (issue 31, decisions.md 23): opening it signs a browser in; a new one
// makes the old link answer 404 at once, and every other device, signed in through the
// old link perhaps, is signed out. The two take turns on the user's row (issue 40, item 8):
// otherwise an opening could look the old link up, the rotation end the sessions, and the
// opening then add its session, signed in through a link that no longer exists.
import type { Prisma } from '../../../prisma/generated/client/client.ts';
import { newLinkId } from '../../auth/tokens.ts';
import type { AccountDeps } from './deps.ts';
import { announceEnded } from './sessions.ts';

type Tx = Prisma.TransactionClient;

/** The user's row, locked until the transaction ends; null when no user matches. */
async function lockUser(tx: Tx, where: { id: string } | { linkId: string }): Promise<string | null> {
  const rows =
    'id' in where
      ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${where.id}::uuid FOR UPDATE`
      : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "linkId" = ${where.linkId} FOR UPDATE`;
  return rows[0]?.id ?? null;
}

/** A new link; every session but `currentSessionId` ends, under the lock an opening takes too. */
export async function rotatePrivateLink(deps: AccountDeps, userId: string, currentSessionId: string): Promise<void> {
  const ended = await deps.prisma.$transaction(async (tx) => {
    await lockUser(tx, { id: userId });
    await tx.user.update({ where: { id: userId }, data: { linkId: newLinkId() } });
    const sessions = await tx.session.findMany({ where: { userId, id: { not: currentSessionId } }, select: { id: true } });
    const ids = sessions.map((s) => s.id);
    if (ids.length) await tx.session.deleteMany({ where: { id: { in: ids } } });
    return ids;
  });
  // Their sockets, on every instance, close once the rows are gone.
  announceEnded(deps.pubsub, ended);
}

/**
 * Opens a private link: `signIn` adds this browser's session while the user's row is
 * locked, so a rotation either ends it or has already changed the link (then the
 * look-up finds nobody: PostgreSQL reads the row again after the lock is released).
 * Returns the user's id, or null for an unknown link.
 */
export async function openPrivateLink(deps: Pick<AccountDeps, 'prisma'>, linkId: string, signIn: (tx: Tx, userId: string) => Promise<void>): Promise<string | null> {
  return deps.prisma.$transaction(async (tx) => {
    const userId = await lockUser(tx, { linkId });
    if (userId) await signIn(tx, userId);
    return userId;
  });
}
