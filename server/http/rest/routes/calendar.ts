// Calendar feed (issue 17, decisions.md 21). POST makes the session user's
// private feed URL (replacing any earlier one), DELETE revokes it; GET on the
// URL needs no cookie: its token is the capability, and answers text/calendar.
// GETs are limited per address and per token, and answered 304 when the
// caller's copy is current (issue 28, decisions.md 28).
import type { ServerConfig } from '../../../config.ts';
import type { Services } from '../../../context.ts';
import { hashToken } from '../../../auth/tokens.ts';
import { ALARM_MAX_MINUTES, feedCalendar } from '../../../domain/calendar/feeds.ts';
import { createFeedCache } from '../../../domain/calendar/feed-cache.ts';
import { clientAddress } from '../../../ops/address.ts';
import { addressKey } from '../../../security/address-key.ts';
import type { SiteOrigin } from '../../../security/public-origin.ts';
import { isNotModified } from '../conditional.ts';
import { badRequest, notFoundError } from '../errors.ts';
import { body } from '../payload.ts';
import { feedFields } from '../../../domain/calendar/inputs.ts';
import { del, get, post } from '../route.ts';

function alarmFrom(query: URLSearchParams): number | undefined {
  const raw = query.get('alarm');
  if (raw === null) return undefined;
  const minutes = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || minutes > ALARM_MAX_MINUTES) {
    throw badRequest(`alarm must be a whole number of minutes from 0 to ${ALARM_MAX_MINUTES}`);
  }
  return minutes;
}

const FEED_RATE_MESSAGE = 'Too many calendar requests. Please try again in a minute.';

// One feed cache per route table, so per server instance (a default parameter: made at each call).
// `site`: the origin in front of the feed's path (PUBLIC_URL, or the checked Host).
export const calendarRoutes = (
  { prisma, limiter }: Services,
  config: ServerConfig,
  site: Pick<SiteOrigin, 'originOf'>,
  cache = createFeedCache(),
) => [
  post('/api/calendar', body(feedFields), async (ctx) => {
    const data = await ctx.gql<{ createCalendarFeed: { path: string; alarmMinutes: number | null; islamicDays: boolean } }>(
      'mutation($alarmMinutes: Int, $islamicDays: Boolean) { createCalendarFeed(alarmMinutes: $alarmMinutes, islamicDays: $islamicDays) { path alarmMinutes islamicDays } }',
      { alarmMinutes: ctx.body.alarmMinutes ?? null, islamicDays: ctx.body.islamicDays ?? null },
    );
    const { path, alarmMinutes, islamicDays } = data.createCalendarFeed;
    return { status: 201, body: { url: `${site.originOf(ctx.req)}${path}`, alarmMinutes, islamicDays } };
  }),

  del('/api/calendar', body({}), async (ctx) => {
    const data = await ctx.gql<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }');
    if (!data.revokeCalendarFeed) throw notFoundError('No calendar feed is on');
    return { body: { ok: true } };
  }),

  get('/api/calendar/:file', async (ctx) => {
    // Counted before any look-up: a flood of GETs, known tokens or not, costs a counter only.
    await limiter.consume(`calendar-get:ip:${addressKey(clientAddress(ctx.req))}`, config.calendarAddressRateLimit, 60, FEED_RATE_MESSAGE);
    const file = ctx.param('file');
    const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
    await limiter.consume(`calendar-get:feed:${hashToken(token)}`, config.calendarTokenRateLimit, 60, FEED_RATE_MESSAGE);
    const feed = await feedCalendar(prisma, cache, token, new Date(), alarmFrom(ctx.query));
    if (feed === null) throw notFoundError('No such calendar');
    const headers = {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="prayer-times.ics"',
      // The URL is a secret: shared caches must not keep it, search engines must not list it.
      'cache-control': 'private, max-age=900',
      'x-robots-tag': 'noindex',
      etag: feed.etag,
      'last-modified': feed.lastModified.toUTCString(),
    };
    if (isNotModified(ctx.req.headers, feed.etag, feed.lastModified)) return { status: 304, body: null, text: '', headers };
    return { body: null, text: feed.text(), headers };
  }),
];
