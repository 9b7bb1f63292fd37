// Regenerates docs/accuracy.md: for every vendored timetable, today's default
// for the place against the spec table's default, per prayer.
//   npm run accuracy:report
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PRESET_NAMES } from '../src/presetNames.ts';
import { AUTHORITY_PRESETS } from '../src/presets.ts';
import { defaultPrayerSettings, specDefaultSettings } from '../src/settings.ts';
import { TIME_NAMES, type PrayerSettings } from '../src/types.ts';
import { loadTimetables, measure, presetWithin2, worstWithin2, type Accuracy, type Timetable } from './accuracy.ts';
import { PRESET_MEASUREMENTS } from '../src/measurements.ts';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const cell = (a: Accuracy, n: (typeof TIME_NAMES)[number]) =>
  `${pct(a.prayers[n].within2)} (±1: ${pct(a.prayers[n].within1)}) · ${a.prayers[n].meanAbs.toFixed(1)} / ${a.prayers[n].maxAbs}`;

// Tables of a community that follows a method the place's default is not: the
// method its users choose in Settings, measured as well (issue 34: Turkish
// communities in Europe choose Diyanet's 'Turkey').
const CHOSEN: Record<string, PrayerSettings['calc_method']> = {
  'official/aachen-igmg-2025.csv': 'Turkey',
};

function section(t: Timetable): string {
  const before = specDefaultSettings(t.countryCode, t.latitude);
  const after = defaultPrayerSettings(t.countryCode, t.latitude, t.longitude);
  const b = measure(t, before);
  const a = before.calc_method === after.calc_method ? b : measure(t, after);
  const rows = [`| | method | ${TIME_NAMES.join(' | ')} | all six |`, `|---|---|${TIME_NAMES.map(() => '---').join('|')}|---|`];
  rows.push(`| before | ${before.calc_method} | ${TIME_NAMES.map((n) => cell(b, n)).join(' | ')} | ${pct(b.allWithin2)} |`);
  if (a !== b) rows.push(`| **after** | **${after.calc_method}** | ${TIME_NAMES.map((n) => cell(a, n)).join(' | ')} | ${pct(a.allWithin2)} |`);
  if (t.elevation !== undefined) {
    // What a user gets who has not given the town's elevation (a city picked by name).
    const flat = measure({ ...t, elevation: undefined }, after);
    rows.push(`| after, no elevation given | ${after.calc_method} | ${TIME_NAMES.map((n) => cell(flat, n)).join(' | ')} | ${pct(flat.allWithin2)} |`);
  }
  const chosen = CHOSEN[t.id];
  if (chosen) {
    const c = measure(t, { ...after, calc_method: chosen });
    rows.push(`| chosen in Settings | ${chosen} | ${TIME_NAMES.map((n) => cell(c, n)).join(' | ')} | ${pct(c.allWithin2)} |`);
  }
  const height = t.elevation === undefined ? '' : ` Elevation ${t.elevation} m.`;
  return [`### ${t.place} (${t.countryCode}) · \`${t.id}\``, '', `${t.publisher}; ${t.days.length} days.${height} Worst prayer within ±2 min: ${pct(worstWithin2(b))} before, ${pct(worstWithin2(a))} after.`, '', ...rows, ''].join('\n');
}

/**
 * Issue 45 item 7: how often today's default gives the printed minute itself, per held table
 * and prayer ('exact / ±1 / ±2'), and the same pooled over every table and prayer.
 */
function exactness(tables: Timetable[]): string[] {
  let days = 0;
  const pooled = { exact: 0, within1: 0, within2: 0 };
  const rows = tables.map((t) => {
    const settings = defaultPrayerSettings(t.countryCode, t.latitude, t.longitude);
    const a = measure(t, settings);
    for (const n of TIME_NAMES) {
      pooled.exact += a.prayers[n].exact * a.days;
      pooled.within1 += a.prayers[n].within1 * a.days;
      pooled.within2 += a.prayers[n].within2 * a.days;
      days += a.days;
    }
    const cells = TIME_NAMES.map((n) => `${pct(a.prayers[n].exact)} / ${pct(a.prayers[n].within1)} / ${pct(a.prayers[n].within2)}`);
    return `| ${t.place} (${t.countryCode}) | ${settings.calc_method} | ${a.days} | ${cells.join(' | ')} |`;
  });
  return [
    '## Exactness: the printed minute (issue 45 item 7)',
    '',
    "Today's default for each place against its table, per time: the share of days on the published minute",
    `itself / within ±1 / within ±2 minutes. Over every table and time (${days} times): ${pct(pooled.exact / days)} exact,`,
    `${pct(pooled.within1 / days)} within ±1, ${pct(pooled.within2 / days)} within ±2. Where an authority publishes its method, the`,
    'aim is ≥ 90% exact and ≥ 99% within ±1. Each authority\'s rounding is applied (docs/decisions.md 33, read off',
    'these tables with `npm run accuracy:rounding`); what is left is mostly a steady fraction of a minute per city',
    'between our instant and the authority\'s (its reference point, its almanac).',
    '',
    `| place | method | days | ${TIME_NAMES.join(' | ')} |`,
    `|---|---|---|${TIME_NAMES.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ];
}

export function accuracyReport(): string {
  const tables = loadTimetables();
  // A preset with no published table (Jafari) has no row.
  const presets = AUTHORITY_PRESETS.flatMap((p) => {
    if (!('measured' in p)) return [];
    const m = presetWithin2(p.id, tables);
    return `| ${p.id} | ${PRESET_NAMES[p.id].authority} | ${PRESET_MEASUREMENTS[p.id]?.timetable ?? ''} | ${m.days} | ${pct(m.share)} | ${pct(p.measured.within2Share)} |`;
  });
  return [
    '# Prayer times against published timetables',
    '',
    'Generated by `npm run accuracy:report` (packages/prayer-engine/scripts/accuracy-report.ts) from the',
    'timetables in `packages/prayer-engine/fixtures/` (origins in its SOURCES.md). Do not edit by hand.',
    '',
    'For every place: **before** is the spec table\'s default (section 9), **after** is today\'s',
    'default (decision 15: the local authority\'s preset where one was checked), both computed by',
    'today\'s engine (so an UmmAlQura "before" already has decision 16\'s Ramadan isha). Each cell is the',
    'share of days within ±2 minutes (and within ±1) · mean |error| / largest |error| in minutes. "All six" is the',
    'share of days on which every time is within ±2 minutes. Where a place gives its elevation (the',
    'Habous towns: fixtures/timetables.json, with its source), it is computed with it, as for a user whose',
    'device or Settings gave it; "no elevation given" is the same place at the sea-level horizon.',
    '',
    '## Presets',
    '',
    '| preset | authority | measured on | days | all six within ±2 (now) | stored in the preset |',
    '|---|---|---|---|---|---|',
    ...presets,
    '',
    ...exactness(tables),
    ...NOT_MEASURED,
    '## Per place',
    '',
    ...tables.map(section),
  ].join('\n');
}

// Issue 34's countries for which no preset was measured: what was found and why
// it is not a preset (fixtures/SOURCES.md has the files). Kept here because this
// document is generated.
const NOT_MEASURED = [
  '## Countries without a measured preset (issue 34)',
  '',
  '| country | what was found | now |',
  '|---|---|---|',
  '| Iraq | a Baghdad Ramadan table on iq.prayertimes.news, a generic website; its sunrise, dhuhr and maghrib are 7–8 min off Baghdad\'s sun | no preset, not measured: no authority\'s rule or table found |',
  '| Denmark | wakf.com table for Copenhagen (one foundation; Denmark has no national authority) | no preset, not measured |',
  '| South Africa | a Cape Town table (January–July) from a charity\'s Ramadan page; there is no national authority | no preset, not measured. (On a sample its asr is Hanafi and its fajr and isha are 8–16 min inside 18°: a local council\'s rule, not identified.) |',
  '| Russia | the Muftiate of Moscow\'s 2025 table (below, under Moscow); the same collection\'s Kazan table (dumrt.ru, Tatarstan) was looked at and not used: its dhuhr is 12:00 on every day, its fajr exactly 90 min before sunrise, and its isha jumps by an hour on 4 May and back on 7 August | MuftiateMoscow preset, the default within 140 km of Moscow (Moscow and Moscow Oblast, issue 45); the rest of Russia keeps the spec\'s table: Russia has several muftiates. Fajr, sunrise, dhuhr, asr and maghrib within ±2 min on every day; its summer isha is not reproduced |',
  '| Uzbekistan, Sweden | nothing found | no preset, not measured |',
  '| Turkish communities in Europe | no table of Diyanet itself for a European city (only Türkiye\'s: Ankara 2019, Istanbul and Ankara Ramadan 2026); the calendar of IGMG, a Turkish community body, for Aachen 2025 (below, under Aachen) | the Turkey method (Diyanet: 18°/17°, temkin sunrise −7, dhuhr +5, asr +4, maghrib +7) can be chosen in Settings anywhere. Against IGMG\'s Aachen table its sunrise, dhuhr, asr and maghrib are within ±2 min on every day; its fajr is the same 18° outside 24 April – 20 August; IGMG\'s isha is 3–11 min earlier than 17° all year, and in that summer period its fajr (about 04:00) and isha (about 23:00) follow a rule of its own, which no rule offered here reproduces: there the place\'s high-latitude rule applies |',
  '',
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/accuracy.md');
  writeFileSync(out, accuracyReport());
  console.log(`wrote ${out}`);
}
