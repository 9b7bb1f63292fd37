// 'These times don't match' over REST (issue 45 item 6): the same operation as GraphQL's
// reportTimes (server/schema/accuracy.ts), for the signed-in user; 201 with the report.
import { post } from '../route.ts';
import { body } from '../payload.ts';
import { reportFields } from '../../../domain/accuracy/inputs.ts';

const REPORT = 'id date prayer expected source ours differenceMinutes placeName';

export const accuracyRoutes = [
  post('/api/accuracy/reports', body(reportFields), async (ctx) => {
    const data = await ctx.gql<{ reportTimes: unknown }>(
      `mutation($date: String!, $prayer: ReportedTime!, $expected: String!, $source: String!) {
        reportTimes(date: $date, prayer: $prayer, expected: $expected, source: $source) { ${REPORT} }
      }`,
      ctx.body,
    );
    return { status: 201, body: data.reportTimes };
  }),
];
