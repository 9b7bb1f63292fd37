// Countries' announced Hijri month starts over REST (issue 32, decision 25).
// Recording is the operator's: `Authorization: Bearer $OPERATOR_TOKEN` is
// checked before the body is read (none: 401; another: 403; no token
// configured: 403 for everyone). A recorded start is published live to open
// clients of that country, and its reminders are planned again.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../../../config.ts';
import type { Services } from '../../../context.ts';
import { recordAnnouncement } from '../../../domain/hijri/announcements.ts';
import { readJsonBody } from '../body.ts';
import { RestError, badRequest } from '../errors.ts';
import { body, str } from '../payload.ts';
import { get, post } from '../route.ts';

const checkBody = body({ country: str(), month: str(), start: str() });
const digest = (text: string) => createHash('sha256').update(text).digest();

function requireOperator(authorization: string | undefined, token: string | undefined): void {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!given) throw new RestError('UNAUTHENTICATED', 'The operator token is required (Authorization: Bearer …)', { 'www-authenticate': 'Bearer' });
  // Compared as digests, in constant time.
  if (!token || !timingSafeEqual(digest(given), digest(token))) throw new RestError('FORBIDDEN', 'This token may not record announcements');
}

export function hijriRoutes(services: Services, config: ServerConfig) {
  return [
    get('/api/hijri/announcements', async ({ gql, query }) => {
      const country = query.get('country');
      if (!country) throw badRequest('`country` is required, e.g. ?country=TR');
      const data = await gql<{ hijriAnnouncements: unknown[] }>(
        'query($c: String!) { hijriAnnouncements(country: $c) { country month start } }',
        { c: country },
      );
      return { body: data.hijriAnnouncements };
    }),

    post('/api/hijri/announcements', null, async ({ req }) => {
      requireOperator(req.headers.authorization, config.operatorToken);
      const input = checkBody(await readJsonBody(req));
      const announcement = await recordAnnouncement(services.prisma, input);
      services.pubsub.publish('hijriAnnounced', announcement.country, announcement);
      return { status: 201, body: announcement };
    }),
  ];
}
