// Sessions: a random token in the cookie, its hash in the database.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Context, Viewer } from '../context.ts';
import { hashToken, newSessionToken } from './tokens.ts';
import { SESSION_MAX_AGE_MS } from './cookies.ts';

export async function viewerFromToken(prisma: PrismaClient, token: string | undefined): Promise<Viewer | null> {
  if (!token || token.length > 100) return null;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, expiresAt: true },
  });
  if (!session || session.expiresAt.getTime() < Date.now()) return null;
  return { userId: session.userId, sessionId: session.id };
}

/** Signs this browser in as `userId` (a new session and cookie), its row written through `db` (a transaction's, when given). */
export async function signIn(ctx: Context, userId: string, db: Pick<PrismaClient, 'session'> = ctx.prisma): Promise<void> {
  if (ctx.viewer?.userId === userId) return;
  const token = newSessionToken();
  const session = await db.session.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS) },
  });
  await ctx.cookies.set(token);
  ctx.viewer = { userId, sessionId: session.id };
}

export async function signOut(ctx: Context): Promise<void> {
  if (ctx.viewer) {
    await ctx.prisma.session.deleteMany({ where: { id: ctx.viewer.sessionId } });
    // Its open WebSockets, on every instance, close too (live/ws-endpoint.ts).
    ctx.pubsub.publish('sessionsEnded', { sessionIds: [ctx.viewer.sessionId] });
  }
  await ctx.cookies.clear();
  ctx.viewer = null;
}
