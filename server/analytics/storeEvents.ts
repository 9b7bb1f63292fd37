// POST /api/events: read, limit, check, attach the session's user, store.
// The user id comes from the session cookie only, never from the body (decisions.md 1).
import type { IncomingMessage } from 'node:http';
import type { Services } from '../context.ts';
import { viewerFromToken } from '../auth/session.ts';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.ts';
import { clientAddress } from '../ops/address.ts';
import { readEventsBody } from './body.ts';
import { EventsError } from './errors.ts';
import { validateBatch } from './validate.ts';

const RATE_MESSAGE = 'Too many analytics batches. Please slow down.';

export async function storeEvents(req: IncomingMessage, services: Services, perMinute: number): Promise<number> {
  // A page of another site may post here (text/plain needs no preflight); the
  // browser says so, and such a post must not be recorded.
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    throw new EventsError(403, 'FORBIDDEN', 'Events are accepted from this site only');
  }
  const viewer = await viewerFromToken(services.prisma, readCookie(req.headers.cookie, SESSION_COOKIE));
  // Without a session, the caller's address: behind the balancer the forwarded one (TRUST_PROXY).
  const who = viewer ? `user:${viewer.userId}` : `ip:${clientAddress(req)}`;
  await services.limiter.consume(`events:${who}`, perMinute, 60, RATE_MESSAGE);
  const batch = validateBatch(await readEventsBody(req));
  const { count } = await services.prisma.analyticsEvent.createMany({
    data: batch.events.map((event) => ({
      userId: viewer?.userId ?? null,
      name: event.name,
      props: event.props,
      // undefined leaves the column NULL (a JSON null would be a value).
      utmParams: batch.utm ?? undefined,
      occurredAt: event.occurredAt,
    })),
  });
  return count;
}
