// Daily reflections: one per user per day, and the reflection streak (spec 3, 4; decisions.md 11).
import { builder } from './builder.ts';
import { CONCERNS, GOALS, MOODS } from './values.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { reflectionInput } from '../domain/reflections/inputs.ts';
import { reflectionStreak } from '../domain/prayers/prayer-stats.ts';
import { checkReflectionDay } from '../domain/prayers/day-rules.ts';
import { once } from '../domain/idempotency/once.ts';
import { idempotencyKeyArgOptions } from './idempotency.ts';

const Mood = builder.enumType('Mood', { values: MOODS });
const Goal = builder.enumType('Goal', { values: GOALS });
const Concern = builder.enumType('Concern', { values: CONCERNS });

builder.prismaObject('Reflection', {
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    date: t.string({ resolve: (r) => r.date.trim() }),
    mood: t.field({ type: Mood, resolve: (r) => r.mood as 'Calm' }),
    goal: t.field({ type: Goal, resolve: (r) => r.goal as 'Work' }),
    concern: t.field({ type: Concern, resolve: (r) => r.concern as 'Faith' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  reflections: t.withAuth(viewerScopes()).prismaField({
    type: ['Reflection'],
    resolve: (query, _r, _a, ctx) =>
      ctx.prisma.reflection.findMany({ ...query, where: { userId: ctx.viewer.userId }, orderBy: { date: 'desc' }, take: 100 }),
  }),
  reflectionStreak: t.withAuth(viewerScopes()).int({ resolve: (_r, _a, ctx) => reflectionStreak(ctx.prisma, ctx.viewer.userId) }),
}));

builder.mutationFields((t) => ({
  saveReflection: t.withAuth(writeScopes()).prismaField({
    type: 'Reflection',
    args: {
      date: t.arg.string(),
      mood: t.arg({ type: Mood }),
      goal: t.arg({ type: Goal }),
      concern: t.arg({ type: Concern }),
      // Kept offline and sent when the connection returns (client/src/shared/offline/outbox.ts).
      idempotencyKey: t.arg.string(idempotencyKeyArgOptions),
    },
    resolve: async (query, _r, args, ctx) => {
      const { userId } = ctx.viewer;
      const { date, ...answers } = checkInput(reflectionInput, { date: args.date, mood: args.mood, goal: args.goal, concern: args.concern });
      await checkReflectionDay(ctx.prisma, userId, date);
      // One reflection a day: saving again that day replaces the answers. A resend with the
      // same key answers what the first saved, without overwriting a later save.
      return once(
        ctx.prisma,
        { userId, key: args.idempotencyKey, operation: 'saveReflection', input: { date, ...answers } },
        () =>
          ctx.prisma.reflection.upsert({
            ...query,
            where: { userId_date: { userId, date } },
            create: { userId, date, ...answers },
            update: answers,
          }),
        (id) => ctx.prisma.reflection.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),
}));
