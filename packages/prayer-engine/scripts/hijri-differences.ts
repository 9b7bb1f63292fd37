// Report: where the browser's own Umm al-Qura calendar (Intl
// 'islamic-umalqura', from ICU) disagrees with the official table that
// hijriDate uses (the vendored fixtures/ummalqura-calendar.csv.gz). This is why the
// app ships the table (decision 10; numbers in docs/prayer-engine.md). Prints
// JSON: per Hijri year range, the days that differ and the months whose first
// day differs ([month, table first day, Intl first day]).
//   node packages/prayer-engine/scripts/hijri-differences.ts [firstYear] [lastYear]
import { pathToFileURL } from 'node:url';
import { readUmmAlQuraCsv, type CsvDay } from './ummalqura-csv.ts';

const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  calendar: 'islamic-umalqura',
  numberingSystem: 'latn',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

const pad = (n: number) => String(n).padStart(2, '0');

function intlDate(gregorian: string): { hy: number; hm: number; hd: number } {
  const parts = intl.formatToParts(new Date(`${gregorian}T12:00:00Z`));
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { hy: num('year'), hm: num('month'), hd: num('day') };
}

export interface Comparison {
  /** Days of the table in firstYear..lastYear AH. */
  days: number;
  /** Days whose Intl date differs from the table. */
  differingDays: string[];
  /** [Hijri month 'YYYY-MM', first day per table, first day per Intl] where they differ. */
  differingMonths: [string, string, string | null][];
}

export function compareIntlWithTable(firstYear: number, lastYear: number, rows: CsvDay[] = readUmmAlQuraCsv()): Comparison {
  const tableStart = new Map<string, string>();
  const intlStart = new Map<string, string>();
  const differingDays: string[] = [];
  let days = 0;
  // Every row is read so that months starting just outside the range on one
  // side are still found on the other.
  for (const row of rows) {
    const h = intlDate(row.gregorian);
    if (row.hd === 1) tableStart.set(`${row.hy}-${pad(row.hm)}`, row.gregorian);
    if (h.hd === 1) intlStart.set(`${h.hy}-${pad(h.hm)}`, row.gregorian);
    if (row.hy < firstYear || row.hy > lastYear) continue;
    days++;
    if (h.hy !== row.hy || h.hm !== row.hm || h.hd !== row.hd) differingDays.push(row.gregorian);
  }
  const differingMonths: Comparison['differingMonths'] = [];
  for (const [month, start] of tableStart) {
    const year = Number(month.slice(0, 4));
    if (year < firstYear || year > lastYear) continue;
    const other = intlStart.get(month) ?? null;
    if (other !== start) differingMonths.push([month, start, other]);
  }
  return { days, differingDays, differingMonths };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const first = Number(process.argv[2] ?? 1343);
  const last = Number(process.argv[3] ?? 1500);
  const rows = readUmmAlQuraCsv();
  const { days, differingDays, differingMonths } = compareIntlWithTable(first, last, rows);
  const hijriYear = new Map(rows.map((r) => [r.gregorian, r.hy]));
  const inYears = (from: number, to: number) => (y: number) => y >= from && y <= to;
  const byYears = (from: number, to: number) => ({
    years: `${from}-${to}`,
    differingDays: differingDays.filter((g) => inYears(from, to)(hijriYear.get(g)!)).length,
    differingMonths: differingMonths.filter(([m]) => inYears(from, to)(Number(m.slice(0, 4)))).length,
  });
  const out = {
    icu: process.versions.icu,
    years: `${first}-${last}`,
    days,
    differingDayCount: differingDays.length,
    differingMonthCount: differingMonths.length,
    byYears: [byYears(first, 1419), byYears(1420, 1450), byYears(1451, last)],
    differingMonths,
  };
  console.log(JSON.stringify(out, null, 1).replace(/\[\n\s+("[^"]+"),\n\s+("[^"]+"),\n\s+("[^"]+"|null)\n\s+\]/g, '[$1, $2, $3]'));
}
