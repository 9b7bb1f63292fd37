// The private fasting and make-up ledgers (issue 32, decision 26): the
// viewer's own only, never sent to analytics. REST has the same under
// /api/users/{id}/fasts, /qada and /excused (server/http/rest/routes/ledger.ts).
import { builder } from './builder.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import { FAST_STATUSES, QADA_ACTIONS } from '../domain/ledger/values.ts';
import { fastsBetween, fastSummary, recordFast, type FastEntry, type FastSummary } from '../domain/ledger/fasts.ts';
import { qadaCounts, recordQada, type QadaCounts } from '../domain/ledger/qada.ts';
import { excusedInput, fastInput, fastsSpanInput, qadaInput } from '../domain/ledger/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { addExcused, excusedRanges, type ExcusedEntry } from '../domain/days/excused.ts';
import { PrayerName } from './prayers.ts';

const FastStatus = builder.enumType('FastStatus', { values: FAST_STATUSES });
const QadaAction = builder.enumType('QadaAction', { values: QADA_ACTIONS });

const FastDay = builder.objectRef<FastEntry>('FastDay').implement({
  description: 'One day of the fasting ledger.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD at the user\'s place' }),
    status: t.field({ type: FastStatus, resolve: (f) => f.status }),
  }),
});

const FastSummaryType = builder.objectRef<FastSummary>('FastSummary').implement({
  fields: (t) => ({
    owed: t.exposeInt('owed', { description: 'Fasts still to make up: not fasted plus excused, minus made up' }),
    fasted: t.exposeInt('fasted'),
    notFasted: t.exposeInt('notFasted'),
    excused: t.exposeInt('excused'),
    madeUp: t.exposeInt('madeUp'),
  }),
});

const QadaCountsType = builder.objectRef<QadaCounts>('QadaCounts').implement({
  description: 'Missed prayers still to make up, per prayer.',
  fields: (t) => ({
    fajr: t.exposeInt('fajr'),
    dhuhr: t.exposeInt('dhuhr'),
    asr: t.exposeInt('asr'),
    maghrib: t.exposeInt('maghrib'),
    isha: t.exposeInt('isha'),
  }),
});

const ExcusedRangeType = builder.objectRef<ExcusedEntry>('ExcusedRange').implement({
  description: 'Days without prayer that pause the prayer streak.',
  fields: (t) => ({ id: t.exposeID('id'), from: t.exposeString('from'), to: t.exposeString('to') }),
});

builder.queryFields((t) => ({
  fasts: t.withAuth(viewerScopes()).field({
    type: [FastDay],
    args: { from: t.arg.string(), to: t.arg.string() },
    resolve: (_r, args, ctx) => fastsBetween(ctx.prisma, ctx.viewer.userId, checkInput(fastsSpanInput, args)),
  }),
  fastSummary: t.withAuth(viewerScopes()).field({ type: FastSummaryType, resolve: (_r, _a, ctx) => fastSummary(ctx.prisma, ctx.viewer.userId) }),
  qadaCounts: t.withAuth(viewerScopes()).field({ type: QadaCountsType, resolve: (_r, _a, ctx) => qadaCounts(ctx.prisma, ctx.viewer.userId) }),
  excusedRanges: t.withAuth(viewerScopes()).field({ type: [ExcusedRangeType], resolve: (_r, _a, ctx) => excusedRanges(ctx.prisma, ctx.viewer.userId) }),
}));

builder.mutationFields((t) => ({
  recordFast: t.withAuth(writeScopes()).field({
    type: FastDay,
    description: "Sets a day's fast: fasted, not_fasted or excused on a day of Ramadan (the user's, with their country's announcements), made_up on any other day.",
    args: { date: t.arg.string(), status: t.arg({ type: FastStatus }) },
    resolve: (_r, args, ctx) => recordFast(ctx.prisma, ctx.viewer.userId, checkInput(fastInput, args)),
  }),
  recordQada: t.withAuth(writeScopes()).field({
    type: QadaCountsType,
    description: 'Marks a prayer of a past day missed, or one missed prayer made up; returns the counts.',
    args: { prayer: t.arg({ type: PrayerName }), action: t.arg({ type: QadaAction }), date: t.arg.string() },
    resolve: (_r, args, ctx) => recordQada(ctx.prisma, ctx.viewer.userId, checkInput(qadaInput, args)),
  }),
  addExcusedRange: t.withAuth(writeScopes()).field({
    type: ExcusedRangeType,
    args: { from: t.arg.string(), to: t.arg.string() },
    resolve: (_r, args, ctx) => addExcused(ctx.prisma, ctx.viewer.userId, checkInput(excusedInput, args)),
  }),
}));
