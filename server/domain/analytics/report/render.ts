// The operator report (issue 7 point 5) as text: one titled table per question.
import type { SqlClient } from '../../../db/sql.ts';
import { conversions, countsByProp, dailyActiveUsers, engagementLevels, type Range } from './queries.ts';
import { textTable } from './table.ts';
import { daysOf } from './days.ts';

const LEVELS = ['minimal', 'low', 'medium', 'high'];

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '-');

export async function renderReport(sql: SqlClient, range: Range): Promise<string> {
  const [active, converted, features, milestones, levels] = await Promise.all([
    dailyActiveUsers(sql, range),
    conversions(sql, range),
    countsByProp(sql, range, 'feature_used', 'feature'),
    countsByProp(sql, range, 'milestone', 'milestone'),
    engagementLevels(sql, range),
  ]);
  const days = daysOf(range);
  const activeByDay = new Map(active.map((row) => [row.day, row]));
  const level = (day: string, name: string) => levels.find((row) => row.day === day && row.level === name)?.users ?? 0;

  const sections: [string, string][] = [
    [
      'Daily active users (distinct signed-in users with events; UTC days)',
      textTable(['day', 'users', 'events'], days.map((day) => [day, activeByDay.get(day)?.users ?? 0, activeByDay.get(day)?.events ?? 0])),
    ],
    [
      'Anonymous -> saved, users created in range (saved = has an e-mail now)',
      textTable(
        ['utm_source', 'utm_campaign', 'created', 'saved', 'rate'],
        converted.map((row) => [row.source, row.campaign, row.created, row.saved, percent(row.saved, row.created)]),
      ),
    ],
    ['Feature use', textTable(['feature', 'uses', 'users'], features.map((row) => [row.value, row.count, row.users]))],
    ['Milestones reached', textTable(['milestone', 'users'], milestones.map((row) => [row.value, row.users]))],
    [
      'Engagement levels (latest engagement event per user per day)',
      textTable(['day', ...LEVELS], days.map((day) => [day, ...LEVELS.map((name) => level(day, name))])),
    ],
  ];
  const title = `Analytics report ${range.from} to ${range.to}`;
  return [title, '='.repeat(title.length), ...sections.map(([heading, table]) => `\n${heading}\n${table}`)].join('\n');
}
