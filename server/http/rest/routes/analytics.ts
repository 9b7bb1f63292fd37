// Analytics (issue 7, decisions.md 13) as routes of the one /api edge:
// GET /api/analytics/config tells the browser whether PostHog is configured;
// POST /api/events takes a batch, as JSON or as sendBeacon's text/plain. Its
// order matters: a cross-site post is refused and the rate limit counted
// before the body is read.
import type { ServerConfig } from '../../../config.ts';
import type { Services } from '../../../context.ts';
import { analyticsClientConfig } from '../../../domain/analytics/clientConfig.ts';
import { storeEvents } from '../../../domain/analytics/storeEvents.ts';
import { validateBatch } from '../../../domain/analytics/validate.ts';
import { clientAddress } from '../../../ops/address.ts';
import { addressKey } from '../../../security/address-key.ts';
import { readJsonBody } from '../body.ts';
import { RestError } from '../errors.ts';
import { get, post } from '../route.ts';

const RATE_MESSAGE = 'Too many analytics batches. Please slow down.';

export function analyticsRoutes(services: Services, config: ServerConfig) {
  const clientConfig = analyticsClientConfig(config);
  return [
    get('/api/analytics/config', async () => ({ body: clientConfig })),

    post('/api/events', null, async ({ req, viewerId }) => {
      // A page of another site may post here (text/plain needs no preflight); the
      // browser says so, and such a post must not be recorded.
      if (req.headers['sec-fetch-site'] === 'cross-site') throw new RestError('FORBIDDEN', 'Events are accepted from this site only');
      const userId = await viewerId();
      // Without a session, the caller's address: behind the balancer the forwarded one (TRUST_PROXY).
      const who = userId ? `user:${userId}` : `ip:${addressKey(clientAddress(req))}`;
      await services.limiter.consume(`events:${who}`, config.eventsRateLimit, 60, RATE_MESSAGE);
      const batch = validateBatch(await readJsonBody(req, { textPlain: true }));
      return { status: 202, body: { accepted: await storeEvents(services.prisma, userId, batch) } };
    }),
  ];
}
