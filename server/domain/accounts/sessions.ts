// Ending sessions (issue 31): the rows go, and every instance hears which ones, so
// a WebSocket opened under one of them closes too (live/ws-endpoint.ts).
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { LivePubSub } from '../events/events.ts';

/** Ends the user's sessions, all but `keep` when given; returns how many ended. */
export async function endSessions(prisma: PrismaClient, pubsub: LivePubSub, userId: string, keep?: string): Promise<number> {
  const sessions = await prisma.session.findMany({
    where: { userId, ...(keep ? { id: { not: keep } } : {}) },
    select: { id: true },
  });
  const sessionIds = sessions.map((s) => s.id);
  if (sessionIds.length === 0) return 0;
  await prisma.session.deleteMany({ where: { id: { in: sessionIds } } });
  announceEnded(pubsub, sessionIds);
  return sessionIds.length;
}

export function announceEnded(pubsub: LivePubSub, sessionIds: string[]): void {
  if (sessionIds.length) pubsub.publish('sessionsEnded', { sessionIds });
}
