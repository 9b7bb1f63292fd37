// Daily reflections and the reflection streak (spec sections 3, 7; decisions.md 11).
import { idempotencyKey } from '../idempotency.ts';
import { get, post } from '../route.ts';
import { body, id, optional } from '../payload.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { REFLECTION } from '../fields.ts';
import { reflectionFields } from '../../../domain/reflections/inputs.ts';

type Reflection = Record<string, unknown>;

export const reflectionRoutes = [
  get('/api/reflections/:userId', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('userId'));
    const data = await ctx.gql<{ reflections: Reflection[] }>(`query { reflections { ${REFLECTION} } }`);
    return { body: data.reflections };
  }),

  // The spec's client reads a bare number.
  get('/api/users/:userId/reflection-streak', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('userId'));
    const data = await ctx.gql<{ reflectionStreak: number }>('query { reflectionStreak }');
    return { body: data.reflectionStreak };
  }),

  post(
    '/api/reflections',
    body({ userId: optional(id()), ...reflectionFields }),
    async (ctx) => {
      const { userId, ...answers } = ctx.body;
      await requireSelfWrite(ctx, userId);
      const data = await ctx.gql<{ saveReflection: Reflection }>(
        `mutation($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!, $key: String) {
          saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern, idempotencyKey: $key) { ${REFLECTION} } }`,
        { ...answers, key: idempotencyKey(ctx.req) },
      );
      return { status: 201, body: { ...data.saveReflection, userId: await ctx.viewerId() } };
    },
  ),
];
