// Who may act: the session's user, within the write rate limit.
import type { Context } from '../context.ts';
import { unauthenticated } from '../errors.ts';

export function requireViewer(ctx: Context, message?: string): string {
  if (!ctx.viewer) throw unauthenticated(message);
  return ctx.viewer.userId;
}

/** For every write: a signed-in user, counted against the per-user write limit. */
export async function requireWriter(ctx: Context, message?: string): Promise<string> {
  const userId = requireViewer(ctx, message);
  await ctx.limiter.consume(`write:${userId}`, ctx.writeRateLimit, 60);
  return userId;
}
