// Prayer completions and stats (spec sections 3, 4; decisions.md 11).
import { builder } from './builder.ts';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import { conflict, isUniqueViolation } from '../errors.ts';
import { checkDate } from '../domain/validation/input-checks.ts';
import { prayerStats } from '../domain/prayers/prayer-stats.ts';
import { prayerHistory, type HistoryDay, type PrayerHistory, type PrayerShare } from '../domain/prayers/prayer-history.ts';
import { fastsSpanInput } from '../domain/ledger/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { checkCompletionDay } from '../domain/prayers/day-rules.ts';
import { once } from '../domain/idempotency/once.ts';
import { idempotencyKeyArgOptions } from './idempotency.ts';

export const PrayerName = builder.enumType('PrayerName', { values: FIVE_PRAYERS });

builder.prismaObject('PrayerCompletion', {
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.string({ resolve: (c) => c.date.trim() }),
    prayer: t.field({ type: PrayerName, resolve: (c) => c.prayer as 'fajr' }),
    onTime: t.exposeBoolean('onTime'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PrayerStats = builder
  .objectRef<{ streak: number; todayCompleted: number; todayTotal: number; weekCompleted: number; weekTotal: number }>(
    'PrayerStats',
  )
  .implement({
    fields: (t) => ({
      streak: t.exposeInt('streak'),
      todayCompleted: t.exposeInt('todayCompleted'),
      todayTotal: t.exposeInt('todayTotal'),
      weekCompleted: t.exposeInt('weekCompleted'),
      weekTotal: t.exposeInt('weekTotal'),
    }),
  });

const PrayerHistoryDay = builder.objectRef<HistoryDay>('PrayerHistoryDay').implement({
  description: 'One day of the prayer history.',
  fields: (t) => ({
    date: t.exposeString('date', { description: "YYYY-MM-DD at the user's place" }),
    count: t.exposeInt('count', { description: 'Prayers ticked that day, 0 to 5' }),
    onTime: t.exposeInt('onTime', { description: 'Of them, ticked on time' }),
    excused: t.exposeBoolean('excused', { description: 'In an excused range: a day without prayer, not a missed one' }),
  }),
});

const PrayerShareType = builder.objectRef<PrayerShare>('PrayerShare').implement({
  description: "One prayer's ticks over the history's span, up to today, excused days left out.",
  fields: (t) => ({
    prayer: t.field({ type: PrayerName, resolve: (s) => s.prayer }),
    done: t.exposeInt('done', { description: 'Days it was ticked' }),
    onTime: t.exposeInt('onTime', { description: 'Days it was ticked on time' }),
  }),
});

const PrayerHistoryType = builder.objectRef<PrayerHistory>('PrayerHistory').implement({
  description: "The viewer's prayers day by day over a span (issue 46). Private: never sent to analytics.",
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    today: t.exposeString('today', { description: "Today at the user's place" }),
    days: t.field({ type: [PrayerHistoryDay], description: 'Every day of the span, oldest first', resolve: (h) => h.days }),
    countedDays: t.exposeInt('countedDays', { description: 'Days up to today that were not excused: what each share is out of' }),
    prayers: t.field({ type: [PrayerShareType], resolve: (h) => h.prayers }),
  }),
});

builder.queryFields((t) => ({
  prayerHistory: t.withAuth(viewerScopes()).field({
    type: PrayerHistoryType,
    description: 'Per-day counts over a span of at most 400 days (the /stats screen).',
    args: { from: t.arg.string(), to: t.arg.string() },
    resolve: (_root, args, ctx) => prayerHistory(ctx.prisma, ctx.viewer.userId, checkInput(fastsSpanInput, args)),
  }),
  prayerCompletions: t.withAuth(viewerScopes()).prismaField({
    type: ['PrayerCompletion'],
    args: { date: t.arg.string() },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.prayerCompletion.findMany({
        ...query,
        where: { userId: ctx.viewer.userId, date: checkDate(args.date) },
        orderBy: { createdAt: 'asc' },
      }),
  }),
  prayerStats: t.withAuth(viewerScopes()).field({
    type: PrayerStats,
    resolve: (_root, _args, ctx) => prayerStats(ctx.prisma, ctx.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  completePrayer: t.withAuth(writeScopes()).prismaField({
    type: 'PrayerCompletion',
    args: {
      date: t.arg.string(),
      prayer: t.arg({ type: PrayerName }),
      onTime: t.arg.boolean({ required: false }),
      // A tick kept offline and sent when the connection returns carries its key
      // (client/src/shared/offline/outbox.ts): a resend after a lost answer counts once.
      idempotencyKey: t.arg.string(idempotencyKeyArgOptions),
    },
    resolve: async (query, _root, args, ctx) => {
      const { userId } = ctx.viewer;
      const date = checkDate(args.date);
      // No ticking ahead: a future day, or a prayer of today whose time has not come.
      await checkCompletionDay(ctx.prisma, userId, date, args.prayer);
      const key = { userId_date_prayer: { userId, date, prayer: args.prayer } };
      const input = { date, prayer: args.prayer, onTime: args.onTime ?? false };
      return once(
        ctx.prisma,
        { userId, key: args.idempotencyKey, operation: 'completePrayer', input },
        async () => {
          // Ticking twice is one completion: the first one stands.
          try {
            return await ctx.prisma.prayerCompletion.upsert({ ...query, where: key, create: { userId, ...input }, update: {} });
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
            return ctx.prisma.prayerCompletion.findUniqueOrThrow({ ...query, where: key });
          }
        },
        async (id) => {
          // The tick was undone since it was first sent: a resend must not tick it again.
          const completion = await ctx.prisma.prayerCompletion.findUnique({ ...query, where: { id } });
          if (!completion) throw conflict('This prayer was unticked after this tick was saved');
          return completion;
        },
      );
    },
  }),
  uncompletePrayer: t.withAuth(writeScopes()).boolean({
    args: { date: t.arg.string(), prayer: t.arg({ type: PrayerName }) },
    resolve: async (_root, args, ctx) => {
      await ctx.prisma.prayerCompletion.deleteMany({ where: { userId: ctx.viewer.userId, date: checkDate(args.date), prayer: args.prayer } });
      return true;
    },
  }),
}));
