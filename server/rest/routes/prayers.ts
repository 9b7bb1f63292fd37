// Prayer completions and stats of the session's user (spec sections 3, 7;
// decisions.md 11). The path names the user; only the session's own is served.
import { route } from '../route.ts';
import { body, bool, oneOf, optional, str } from '../payload.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { COMPLETION, STATS } from '../fields.ts';

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

export const prayerRoutes = [
  route({
    method: 'GET',
    path: '/api/users/:id/prayer-completions/:date',
    async handle(ctx) {
      await requireSelfRead(ctx, ctx.param('id'));
      const data = await ctx.gql<{ prayerCompletions: unknown[] }>(
        `query($date: String!) { prayerCompletions(date: $date) { ${COMPLETION} } }`,
        { date: ctx.param('date') },
      );
      return { body: data.prayerCompletions };
    },
  }),
  route({
    method: 'GET',
    path: '/api/users/:id/prayer-stats',
    async handle(ctx) {
      await requireSelfRead(ctx, ctx.param('id'));
      const data = await ctx.gql<{ prayerStats: unknown }>(`query { prayerStats { ${STATS} } }`);
      return { body: data.prayerStats };
    },
  }),
  route({
    method: 'POST',
    path: '/api/users/:id/prayer-completions',
    body: body({ date: str(), prayer: oneOf(PRAYERS), onTime: optional(bool()) }),
    async handle(ctx) {
      await requireSelfWrite(ctx, ctx.param('id'));
      const data = await ctx.gql<{ completePrayer: unknown }>(
        `mutation($date: String!, $prayer: PrayerName!, $onTime: Boolean) {
          completePrayer(date: $date, prayer: $prayer, onTime: $onTime) { ${COMPLETION} } }`,
        ctx.body,
      );
      return { status: 201, body: data.completePrayer };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/users/:id/prayer-completions',
    body: body({ date: str(), prayer: oneOf(PRAYERS) }),
    async handle(ctx) {
      await requireSelfWrite(ctx, ctx.param('id'));
      await ctx.gql(`mutation($date: String!, $prayer: PrayerName!) { uncompletePrayer(date: $date, prayer: $prayer) }`, ctx.body);
      return { body: { ok: true } };
    },
  }),
];
