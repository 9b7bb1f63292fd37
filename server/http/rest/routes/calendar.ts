// Calendar feed (issue 17, decisions.md 21). POST makes the session user's
// private feed URL (replacing any earlier one), DELETE revokes it; GET on the
// URL needs no cookie: its token is the capability, and answers text/calendar.
import type { IncomingMessage } from 'node:http';
import type { PrismaClient } from '../../../../prisma/generated/client/client.ts';
import { ALARM_MAX_MINUTES, feedCalendar } from '../../../calendar/feeds.ts';
import { badRequest, notFoundError } from '../errors.ts';
import { body, int, optional } from '../payload.ts';
import { del, get, post } from '../route.ts';

/** This server's origin as the caller reached it (the URL goes back to the same caller only). */
function originOf(req: IncomingMessage): string {
  const secure = 'encrypted' in req.socket || req.headers['x-forwarded-proto'] === 'https';
  return `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

function alarmFrom(query: URLSearchParams): number | undefined {
  const raw = query.get('alarm');
  if (raw === null) return undefined;
  const minutes = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || minutes > ALARM_MAX_MINUTES) {
    throw badRequest(`alarm must be a whole number of minutes from 0 to ${ALARM_MAX_MINUTES}`);
  }
  return minutes;
}

export const calendarRoutes = (prisma: PrismaClient) => [
  post('/api/calendar', body({ alarmMinutes: optional(int(0, ALARM_MAX_MINUTES)) }), async (ctx) => {
    const data = await ctx.gql<{ createCalendarFeed: { path: string; alarmMinutes: number | null } }>(
      'mutation($alarmMinutes: Int) { createCalendarFeed(alarmMinutes: $alarmMinutes) { path alarmMinutes } }',
      { alarmMinutes: ctx.body.alarmMinutes ?? null },
    );
    const { path, alarmMinutes } = data.createCalendarFeed;
    return { status: 201, body: { url: `${originOf(ctx.req)}${path}`, alarmMinutes } };
  }),

  del('/api/calendar', body({}), async (ctx) => {
    const data = await ctx.gql<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }');
    if (!data.revokeCalendarFeed) throw notFoundError('No calendar feed is on');
    return { body: { ok: true } };
  }),

  get('/api/calendar/:file', async (ctx) => {
    const file = ctx.param('file');
    const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
    const text = await feedCalendar(prisma, token, new Date(), alarmFrom(ctx.query));
    if (text === null) throw notFoundError('No such calendar');
    return {
      body: null,
      text,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="prayer-times.ics"',
        // The URL is a secret: shared caches must not keep it, search engines must not list it.
        'cache-control': 'private, max-age=900',
        'x-robots-tag': 'noindex',
      },
    };
  }),
];
