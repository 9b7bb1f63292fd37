// Who a REST call may name (decisions.md 3). The session decides who acts; a path
// or body that names someone else is refused before any GraphQL runs, so nothing
// is written and no rate-limit budget is spent.
import { RestError } from './errors.ts';
import type { RouteContext } from './route.ts';

const noSession = (message = 'Please log in to continue') => new RestError('UNAUTHENTICATED', message);

/** A write naming `userId` (path or body): 401 (with the spec's message) without a session, 403 for someone else. */
export async function requireSelfWrite(ctx: RouteContext<unknown>, userId: string | undefined, message?: string): Promise<void> {
  const viewer = await ctx.viewerId();
  if (!viewer) throw noSession(message);
  if (userId !== undefined && userId.toLowerCase() !== viewer)
    throw new RestError('FORBIDDEN', 'You can only act for your own account');
}

/** A read of `userId`'s own data: 401 without a session, 404 for someone else (existence is not revealed). */
export async function requireSelfRead(ctx: RouteContext<unknown>, userId: string): Promise<void> {
  const viewer = await ctx.viewerId();
  if (!viewer) throw noSession();
  if (userId.toLowerCase() !== viewer) throw new RestError('NOT_FOUND', 'User not found');
}
