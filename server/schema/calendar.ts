// Calendar feed (issue 17, decisions.md 21): create (or replace) the user's
// private feed URL, see whether one is on, revoke it. The feed itself is
// served by GET /api/calendar/<token>.ics (server/http/rest/routes/calendar.ts).
import { builder } from './builder.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { feedInput } from '../domain/calendar/inputs.ts';
import { ALARM_MAX_MINUTES, createFeed, feedPath, revokeFeed } from '../domain/calendar/feeds.ts';

/** Feeds one user may make per hour: each one is a new secret URL. */
const CREATES_PER_HOUR = 10;

const NewCalendarFeed = builder.objectRef<{ path: string; alarmMinutes: number | null; islamicDays: boolean }>('NewCalendarFeed').implement({
  description: 'A new private feed. The path holds its secret token and is shown only this once.',
  fields: (t) => ({
    path: t.exposeString('path', { description: "'/api/calendar/<token>.ics', on this server's origin" }),
    alarmMinutes: t.exposeInt('alarmMinutes', { nullable: true }),
    islamicDays: t.exposeBoolean('islamicDays', { description: 'Whether the feed carries the days of the Islamic year' }),
  }),
});

const CalendarFeedInfo = builder.objectRef<{ createdAt: Date; alarmMinutes: number | null; islamicDays: boolean }>('CalendarFeed').implement({
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    alarmMinutes: t.exposeInt('alarmMinutes', { nullable: true }),
    islamicDays: t.exposeBoolean('islamicDays', { description: 'Whether the feed carries the days of the Islamic year' }),
  }),
});

builder.queryFields((t) => ({
  calendarFeed: t.withAuth(viewerScopes()).field({
    type: CalendarFeedInfo,
    nullable: true,
    description: "The viewer's feed, if one is on (its URL is not kept: make a new one to see it again).",
    resolve: (_r, _a, ctx) =>
      ctx.prisma.calendarFeed.findUnique({ where: { userId: ctx.viewer.userId }, select: { createdAt: true, alarmMinutes: true, islamicDays: true } }),
  }),
}));

builder.mutationFields((t) => ({
  createCalendarFeed: t.withAuth(writeScopes()).field({
    type: NewCalendarFeed,
    description: 'Makes a private feed URL; an earlier one stops working.',
    args: {
      alarmMinutes: t.arg.int({ required: false, description: `Alarm minutes before each prayer, 0-${ALARM_MAX_MINUTES}; none when absent` }),
      islamicDays: t.arg.boolean({
        required: false,
        description: 'Also the days of the Islamic year and the voluntary fasts, as all-day events (off when absent)',
      }),
    },
    resolve: async (_r, args, ctx) => {
      const { alarmMinutes, islamicDays } = checkInput(feedInput, args);
      const { userId } = ctx.viewer;
      await ctx.limiter.consume(`calendar:${userId}`, CREATES_PER_HOUR, 3600, 'Too many new calendar links. Please try again later.');
      const token = await createFeed(ctx.prisma, userId, alarmMinutes, islamicDays);
      return { path: feedPath(token), alarmMinutes, islamicDays };
    },
  }),
  revokeCalendarFeed: t.withAuth(writeScopes()).boolean({
    description: 'Turns the feed off: its URL answers 404 from now on. False when there was none.',
    resolve: (_r, _a, ctx) => revokeFeed(ctx.prisma, ctx.viewer.userId),
  }),
}));
