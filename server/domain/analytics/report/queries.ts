// The operator report's questions, in SQL that PGlite and PostgreSQL both run.
// Days are UTC calendar days; the range is [from 00:00, to + 1 day 00:00).
import type { SqlClient } from '../../../db/sql.ts';

export interface Range {
  from: string;
  to: string;
}

const bounds = (range: Range): [string, string] => {
  const end = new Date(`${range.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [`${range.from}T00:00:00Z`, end.toISOString()];
};

const DAY = `to_char("occurredAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const IN_RANGE = `"occurredAt" >= $1::timestamptz AND "occurredAt" < $2::timestamptz`;

/** Distinct users with any event, per day. */
export function dailyActiveUsers(sql: SqlClient, range: Range) {
  return sql.query<{ day: string; users: number; events: number }>(
    `SELECT ${DAY} AS day, count(DISTINCT "userId")::int AS users, count(*)::int AS events
       FROM "AnalyticsEvent" WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`,
    bounds(range),
  );
}

/** Users created in the range by campaign, and how many have connected an e-mail since. */
export function conversions(sql: SqlClient, range: Range) {
  return sql.query<{ source: string; campaign: string; created: number; saved: number }>(
    `SELECT coalesce("utmParams"->>'utm_source', '(none)') AS source,
            coalesce("utmParams"->>'utm_campaign', '(none)') AS campaign,
            count(*)::int AS created, count("email")::int AS saved
       FROM "User" WHERE "createdAt" >= $1::timestamptz AND "createdAt" < $2::timestamptz
      GROUP BY 1, 2 ORDER BY created DESC, source, campaign`,
    bounds(range),
  );
}

/** Counts of one event name by one prop (feature use by feature, milestones by milestone). */
export function countsByProp(sql: SqlClient, range: Range, name: string, prop: string) {
  return sql.query<{ value: string; count: number; users: number }>(
    `SELECT coalesce(props->>$4, '(none)') AS value, count(*)::int AS count, count(DISTINCT "userId")::int AS users
       FROM "AnalyticsEvent" WHERE ${IN_RANGE} AND name = $3 GROUP BY 1 ORDER BY count DESC, value`,
    [...bounds(range), name, prop],
  );
}

/** Per day, users by the level of their latest engagement event that day. */
export function engagementLevels(sql: SqlClient, range: Range) {
  return sql.query<{ day: string; level: string; users: number }>(
    `SELECT day, level, count(*)::int AS users FROM (
       SELECT DISTINCT ON ("userId", ${DAY}) ${DAY} AS day, coalesce(props->>'level', '(none)') AS level
         FROM "AnalyticsEvent"
        WHERE ${IN_RANGE} AND name = 'engagement' AND "userId" IS NOT NULL
        ORDER BY "userId", ${DAY}, "occurredAt" DESC
     ) latest GROUP BY day, level ORDER BY day, level`,
    bounds(range),
  );
}

const CREATED_IN_RANGE = `"createdAt" >= $1::timestamptz AND "createdAt" < $2::timestamptz`;

/** Spaces (users) created per day, and how many of those have an e-mail now (saved). */
export function newSpaces(sql: SqlClient, range: Range) {
  return sql.query<{ day: string; created: number; saved: number }>(
    `SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            count(*)::int AS created, count("email")::int AS saved
       FROM "User" WHERE ${CREATED_IN_RANGE} GROUP BY 1 ORDER BY 1`,
    bounds(range),
  );
}

/**
 * The campaign funnel by utm_source: spaces created in the range, those that used a
 * feature in the range (a `feature_used` event), and those with an e-mail now.
 */
export function campaignFunnel(sql: SqlClient, range: Range) {
  return sql.query<{ source: string; created: number; used: number; saved: number }>(
    `SELECT coalesce(u."utmParams"->>'utm_source', '(none)') AS source,
            count(*)::int AS created,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM "AnalyticsEvent" e
               WHERE e."userId" = u.id AND e.name = 'feature_used'
                 AND e."occurredAt" >= $1::timestamptz AND e."occurredAt" < $2::timestamptz))::int AS used,
            count(u."email")::int AS saved
       FROM "User" u WHERE u."createdAt" >= $1::timestamptz AND u."createdAt" < $2::timestamptz
      GROUP BY 1 ORDER BY created DESC, source`,
    bounds(range),
  );
}

/**
 * Web pushes that went out per day (UTC day of sending): prayer and Islamic-year
 * reminders apart from mosques' notices (a notice has its own title), and those
 * given up (too late, or failed too often).
 */
export function pushesSent(sql: SqlClient, range: Range) {
  return sql.query<{ day: string; reminders: number; notices: number; missed: number }>(
    `SELECT to_char("doneAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            count(*) FILTER (WHERE outcome = 'sent' AND title IS NULL)::int AS reminders,
            count(*) FILTER (WHERE outcome = 'sent' AND title IS NOT NULL)::int AS notices,
            count(*) FILTER (WHERE outcome <> 'sent')::int AS missed
       FROM "PushJob" WHERE "doneAt" >= $1::timestamptz AND "doneAt" < $2::timestamptz
      GROUP BY 1 ORDER BY 1`,
    bounds(range),
  );
}
