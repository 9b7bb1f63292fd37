// A new private link (issue 31, decisions.md 23): the old link answers 404 at once,
// and every other device, signed in through the old link perhaps, is signed out.
import { newLinkId } from '../../auth/tokens.ts';
import type { AccountDeps } from './deps.ts';
import { endSessions } from './sessions.ts';

export async function rotatePrivateLink(deps: AccountDeps, userId: string, currentSessionId: string): Promise<void> {
  await deps.prisma.user.update({ where: { id: userId }, data: { linkId: newLinkId() } });
  await endSessions(deps.prisma, deps.pubsub, userId, currentSessionId);
}
