// 'These times don't match' (issue 45 item 6): a user's report of the time they expected.
// REST has the same at POST /api/accuracy/reports (server/http/rest/routes/accuracy.ts).
// Private: the operator reads them with `npm run report:accuracy`; never analytics.
import { builder } from './builder.ts';
import { writeScopes } from '../auth/scopes.ts';
import { REPORTED_TIMES, reportInput } from '../domain/accuracy/inputs.ts';
import { REPORTS_PER_USER_PER_DAY, reportTimes, type TimesReport } from '../domain/accuracy/reports.ts';
import { checkInput } from '../domain/validation/fields.ts';

const ReportedTime = builder.enumType('ReportedTime', { values: REPORTED_TIMES });

const TimesReportType = builder.objectRef<TimesReport>('TimesReport').implement({
  description: "A 'these times don't match' report, as stored.",
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.exposeString('date', { description: "YYYY-MM-DD at the user's place" }),
    prayer: t.field({ type: ReportedTime, resolve: (r) => r.prayer }),
    expected: t.exposeString('expected', { description: "The time the user expected, 'HH:MM'" }),
    source: t.exposeString('source', { description: 'Where the expected time is from' }),
    ours: t.exposeString('ours', { nullable: true, description: "The app's time that day at the user's place, 'HH:MM'; null on a day without it" }),
    differenceMinutes: t.exposeInt('differenceMinutes', { nullable: true, description: 'expected − ours in minutes' }),
    placeName: t.exposeString('placeName'),
  }),
});

builder.mutationFields((t) => ({
  reportTimes: t.withAuth(writeScopes()).field({
    type: TimesReportType,
    description: `Tells the operator a time did not match the one the user expected (a mosque's, a printed table's), with where it is from. ${REPORTS_PER_USER_PER_DAY} a day per user.`,
    args: { date: t.arg.string(), prayer: t.arg({ type: ReportedTime }), expected: t.arg.string(), source: t.arg.string() },
    resolve: (_r, args, ctx) => reportTimes(ctx.prisma, ctx.limiter, ctx.viewer.userId, checkInput(reportInput, args)),
  }),
}));
