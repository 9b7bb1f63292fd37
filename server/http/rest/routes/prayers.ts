// Prayer completions and stats of the session's user (spec sections 3, 7;
// decisions.md 11). The path names the user; only the session's own is served.
import { del, get, post } from '../route.ts';
import { body, bool, oneOf, optional, str } from '../payload.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { COMPLETION, STATS } from '../fields.ts';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { idempotencyKey } from '../idempotency.ts';

const PRAYERS = FIVE_PRAYERS;

export const prayerRoutes = [
  get('/api/users/:id/prayer-completions/:date', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ prayerCompletions: unknown[] }>(
      `query($date: String!) { prayerCompletions(date: $date) { ${COMPLETION} } }`,
      { date: ctx.param('date') },
    );
    return { body: data.prayerCompletions };
  }),

  get('/api/users/:id/prayer-stats', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ prayerStats: unknown }>(`query { prayerStats { ${STATS} } }`);
    return { body: data.prayerStats };
  }),

  post(
    '/api/users/:id/prayer-completions',
    body({ date: str(), prayer: oneOf(PRAYERS), onTime: optional(bool()) }),
    async (ctx) => {
      await requireSelfWrite(ctx, ctx.param('id'));
      const data = await ctx.gql<{ completePrayer: unknown }>(
        `mutation($date: String!, $prayer: PrayerName!, $onTime: Boolean, $key: String) {
          completePrayer(date: $date, prayer: $prayer, onTime: $onTime, idempotencyKey: $key) { ${COMPLETION} } }`,
        { ...ctx.body, key: idempotencyKey(ctx.req) },
      );
      return { status: 201, body: data.completePrayer };
    },
  ),

  // The spec's client sends the date and prayer in the DELETE body.
  del('/api/users/:id/prayer-completions', body({ date: str(), prayer: oneOf(PRAYERS) }), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    await ctx.gql(
      `mutation($date: String!, $prayer: PrayerName!) { uncompletePrayer(date: $date, prayer: $prayer) }`,
      ctx.body,
    );
    return { body: { ok: true } };
  }),
];
