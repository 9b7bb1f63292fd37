// The operator report as one self-contained HTML file (issue 46 point 4): SVG charts of
// daily active users, new and saved spaces, the campaign funnel by source, engagement
// levels and pushes sent per day, each with its figures as a table. No script and no
// network: the page's own Content-Security-Policy forbids every fetch, so it opens the same
// on a laptop offline, in a mail attachment or printed.
import type { SqlClient } from '../../../db/sql.ts';
import { escapeHtml } from './escape-html.ts';
import { campaignFunnel, dailyActiveUsers, engagementLevels, newSpaces, pushesSent, type Range } from './queries.ts';
import { daysOf } from './days.ts';
import { dayBars, groupedBars, type Series } from './svg.ts';

const LEVELS = ['minimal', 'low', 'medium', 'high'] as const;

const STYLE = `
:root { color-scheme: light dark; --ink: #1d2327; --muted: #5f6b73; --grid: #d9dee2; --paper: #ffffff;
  --t1: #1f7a5c; --t2: #7fb8a2; --t3: #c98a1b; --t4: #8b5cf6; }
@media (prefers-color-scheme: dark) { :root { --ink: #e8ecef; --muted: #a3adb5; --grid: #3a4249; --paper: #15191c;
  --t1: #4fc193; --t2: #2e6f58; --t3: #e0a63c; --t4: #a78bfa; } }
body { font: 15px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--paper); margin: 0 auto; max-width: 820px; padding: 16px; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; } p { color: var(--muted); margin: .25rem 0 .5rem; }
svg { display: block; max-width: 100%; height: auto; }
svg .grid { stroke: var(--grid); } svg .axis, svg .label { fill: var(--muted); font-size: 11px; } svg .label { fill: var(--ink); font-size: 12px; }
.t1 { fill: var(--t1); } .t2 { fill: var(--t2); } .t3 { fill: var(--t3); } .t4 { fill: var(--t4); }
.legend { display: flex; flex-wrap: wrap; gap: 12px; padding: 0; margin: 4px 0; list-style: none; font-size: 13px; }
.legend span { display: inline-block; width: 11px; height: 11px; margin-inline-end: 5px; border-radius: 2px; vertical-align: -1px; }
.legend .t1 { background: var(--t1); } .legend .t2 { background: var(--t2); } .legend .t3 { background: var(--t3); } .legend .t4 { background: var(--t4); }
table { border-collapse: collapse; font-size: 13px; margin-top: .5rem; } th, td { padding: 2px 10px; border-bottom: 1px solid var(--grid); }
td.n { text-align: end; font-variant-numeric: tabular-nums; } th { text-align: start; }
details { margin-top: .25rem; } summary { cursor: pointer; color: var(--muted); }
@media print { details { display: block; } details > summary { display: none; } h2 { break-after: avoid; } section { break-inside: avoid; } }
`;

type Cell = string | number;

function table(headers: string[], rows: Cell[][]): string {
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.length
    ? rows.map((row) => `<tr>${row.map((c) => (typeof c === 'number' ? `<td class="n">${c}</td>` : `<td>${escapeHtml(c)}</td>`)).join('')}</tr>`).join('')
    : `<tr><td colspan="${headers.length}">(none)</td></tr>`;
  return `<details><summary>Figures</summary><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></details>`;
}

const legend = (series: Series[]) =>
  `<ul class="legend">${series.map((s) => `<li><span class="${s.tone}"></span>${escapeHtml(s.name)}</li>`).join('')}</ul>`;

function section(id: string, heading: string, note: string, chart: string, series: Series[], figures: string): string {
  return `<section aria-labelledby="${id}-h"><h2 id="${id}-h">${escapeHtml(heading)}</h2><p>${escapeHtml(note)}</p>${legend(series)}${chart}${figures}</section>`;
}

export async function renderHtmlReport(sql: SqlClient, range: Range): Promise<string> {
  const [active, spaces, funnel, levels, pushes] = await Promise.all([
    dailyActiveUsers(sql, range),
    newSpaces(sql, range),
    campaignFunnel(sql, range),
    engagementLevels(sql, range),
    pushesSent(sql, range),
  ]);
  const days = daysOf(range);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const activeOn = byDay(active);
  const spacesOn = byDay(spaces);
  const pushesOn = byDay(pushes);
  const level = (day: string, name: string) => levels.find((row) => row.day === day && row.level === name)?.users ?? 0;

  const activeSeries: Series[] = [{ name: 'users', tone: 't1', values: days.map((d) => activeOn.get(d)?.users ?? 0) }];
  const spaceSeries: Series[] = [
    { name: 'new spaces', tone: 't2', values: days.map((d) => spacesOn.get(d)?.created ?? 0) },
    { name: 'saved (e-mail now)', tone: 't1', values: days.map((d) => spacesOn.get(d)?.saved ?? 0) },
  ];
  const funnelSeries: Series[] = [
    { name: 'created', tone: 't2', values: funnel.map((r) => r.created) },
    { name: 'used a feature', tone: 't3', values: funnel.map((r) => r.used) },
    { name: 'saved', tone: 't1', values: funnel.map((r) => r.saved) },
  ];
  const levelSeries: Series[] = LEVELS.map((name, i) => ({ name, tone: `t${i + 1}`, values: days.map((d) => level(d, name)) }));
  const pushSeries: Series[] = [
    { name: 'reminders sent', tone: 't1', values: days.map((d) => pushesOn.get(d)?.reminders ?? 0) },
    { name: 'mosque notices sent', tone: 't4', values: days.map((d) => pushesOn.get(d)?.notices ?? 0) },
    { name: 'given up (late or failed)', tone: 't3', values: days.map((d) => pushesOn.get(d)?.missed ?? 0) },
  ];

  const title = `Analytics report ${range.from} to ${range.to}`;
  const sections = [
    section('active', 'Daily active users', 'Distinct signed-in users with events, per UTC day.', dayBars('active-chart', 'Daily active users', days, activeSeries, false), activeSeries,
      table(['day', 'users', 'events'], days.map((d) => [d, activeOn.get(d)?.users ?? 0, activeOn.get(d)?.events ?? 0]))),
    section('spaces', 'New spaces and saved spaces', 'Spaces created each day, and how many of them have an e-mail now.', dayBars('spaces-chart', 'New spaces and saved spaces', days, spaceSeries, false), spaceSeries,
      table(['day', 'new spaces', 'saved'], days.map((d) => [d, spacesOn.get(d)?.created ?? 0, spacesOn.get(d)?.saved ?? 0]))),
    section('funnel', 'Campaign funnel by source', 'Spaces created in the range by utm_source; of them, those that used a feature in the range and those saved with an e-mail.', groupedBars('funnel-chart', 'Campaign funnel by source', funnel.map((r) => r.source), funnelSeries), funnelSeries,
      table(['utm_source', 'created', 'used a feature', 'saved'], funnel.map((r) => [r.source, r.created, r.used, r.saved]))),
    section('levels', 'Engagement levels', "Users by the level of their latest engagement event each day.", dayBars('levels-chart', 'Engagement levels', days, levelSeries, true), levelSeries,
      table(['day', ...LEVELS], days.map((d) => [d, ...LEVELS.map((name) => level(d, name))]))),
    section('pushes', 'Reminders sent per day', 'Web pushes by the UTC day they went out or were given up.', dayBars('pushes-chart', 'Reminders sent per day', days, pushSeries, true), pushSeries,
      table(['day', 'reminders sent', 'mosque notices sent', 'given up'], days.map((d) => [d, pushesOn.get(d)?.reminders ?? 0, pushesOn.get(d)?.notices ?? 0, pushesOn.get(d)?.missed ?? 0]))),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>Days are UTC. Computed from first-party analytics and the database; no personal data is shown.</p>
${sections.join('\n')}
</body></html>
`;
}
