// 'Download CSV' of a month: one line per day, RFC 4180 quoting, CRLF line
// ends (what spreadsheet programs expect), a header naming the columns.
import { NIGHT_TIME_NAMES, PRAYER_NAMES } from '../../prayer/index.ts';
import type { TimetableRow } from './timetableRows.ts';

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text of the rows; night columns only when the rows carry them. */
export function timetableCsv(rows: readonly TimetableRow[]): string {
  const withNight = rows.some((r) => r.night);
  const header = ['Date', 'Hijri', ...PRAYER_NAMES.map((p) => p.label)];
  if (withNight) header.push(...NIGHT_TIME_NAMES.map((n) => n.label));
  const lines = [header];
  for (const { day, hijri, night } of rows) {
    const line = [day.date, hijri, ...PRAYER_NAMES.map((p) => day[p.value])];
    if (withNight) line.push(...NIGHT_TIME_NAMES.map((n) => night?.[n.value] ?? ''));
    lines.push(line);
  }
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** 'prayer-times-2026-11-london.csv': the month and the place, safe on every file system. */
export function timetableFileName(month: string, placeName: string): string {
  const slug = placeName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `prayer-times-${month}${slug ? `-${slug}` : ''}.csv`;
}
