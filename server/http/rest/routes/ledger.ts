// The private fasting and make-up ledgers over REST (issue 32, decision 26):
// the same operations as GraphQL (server/schema/ledger.ts). The path names the
// user; another user's ledger is 403 to write and 404 to read.
import { get, post } from '../route.ts';
import { body } from '../payload.ts';
import { badRequest } from '../errors.ts';
import { requireSelfRead, requireSelfWrite } from '../guards.ts';
import { fastFields, qadaFields, rangeFields } from '../../../domain/ledger/inputs.ts';

const COUNTS = 'fajr dhuhr asr maghrib isha';
const SUMMARY = 'owed fasted notFasted excused madeUp';

/** A required query parameter: absent is 400, naming it. */
function queryParam(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value === '') throw badRequest(`\`${name}\` is required (YYYY-MM-DD)`);
  return value;
}

export const ledgerRoutes = [
  get('/api/users/:id/fasts/summary', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ fastSummary: unknown }>(`query { fastSummary { ${SUMMARY} } }`);
    return { body: data.fastSummary };
  }),

  get('/api/users/:id/fasts', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const vars = { from: queryParam(ctx.query, 'from'), to: queryParam(ctx.query, 'to') };
    const data = await ctx.gql<{ fasts: unknown[] }>('query($from: String!, $to: String!) { fasts(from: $from, to: $to) { date status } }', vars);
    return { body: data.fasts };
  }),

  post('/api/users/:id/fasts', body(fastFields), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ recordFast: unknown }>(
      'mutation($date: String!, $status: FastStatus!) { recordFast(date: $date, status: $status) { date status } }',
      ctx.body,
    );
    return { status: 201, body: data.recordFast };
  }),

  get('/api/users/:id/qada', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ qadaCounts: unknown }>(`query { qadaCounts { ${COUNTS} } }`);
    return { body: data.qadaCounts };
  }),

  post('/api/users/:id/qada', body(qadaFields), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ recordQada: unknown }>(
      `mutation($prayer: PrayerName!, $action: QadaAction!, $date: String!) { recordQada(prayer: $prayer, action: $action, date: $date) { ${COUNTS} } }`,
      ctx.body,
    );
    return { status: 201, body: data.recordQada };
  }),

  get('/api/users/:id/excused', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ excusedRanges: unknown[] }>('query { excusedRanges { id from to } }');
    return { body: data.excusedRanges };
  }),

  post('/api/users/:id/excused', body(rangeFields), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ addExcusedRange: unknown }>(
      'mutation($from: String!, $to: String!) { addExcusedRange(from: $from, to: $to) { id from to } }',
      ctx.body,
    );
    return { status: 201, body: data.addExcusedRange };
  }),
];
