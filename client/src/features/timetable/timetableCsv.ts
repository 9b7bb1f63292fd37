// 'Download CSV' of a month: one line per day, RFC 4180 quoting, CRLF line
// ends (what spreadsheet programs expect), a header naming the columns.
import { FIVE_PRAYERS, NIGHT_TIME_NAMES, PRAYER_NAMES, type FivePrayer } from '@prayer-companion/engine';
import type { RamadanRow } from './ramadanRows.ts';
import type { MonthTableRow } from './timetableRows.ts';

/** The five prayers (not sunrise), in the order of the day. */
const IQAMA_OF = PRAYER_NAMES.filter((p) => (FIVE_PRAYERS as readonly string[]).includes(p.value));

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The CSV text of the rows; imsak and night columns only when the rows carry them
 * (imsak: a month with Ramadan days), and a followed mosque's iqama columns after the times.
 */
export function timetableCsv(rows: readonly MonthTableRow[]): string {
  const withNight = rows.some((r) => r.night);
  const withImsak = rows.some((r) => r.imsak);
  const withIqama = rows.some((r) => r.iqama);
  const header = ['Date', 'Hijri', ...(withImsak ? ['Imsak'] : []), ...PRAYER_NAMES.map((p) => p.label)];
  if (withIqama) header.push(...IQAMA_OF.map((p) => `${p.label} iqama`));
  if (withNight) header.push(...NIGHT_TIME_NAMES.map((n) => n.label));
  const lines = [header];
  for (const { day, hijri, night, imsak, iqama } of rows) {
    const line = [day.date, hijri, ...(withImsak ? [imsak ?? ''] : []), ...PRAYER_NAMES.map((p) => day[p.value])];
    if (withIqama) line.push(...IQAMA_OF.map((p) => iqama?.[p.value as FivePrayer] ?? ''));
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

/** The Ramadan timetable's CSV: Ramadan day, date, imsak, Fajr, Maghrib, Isha. */
export function ramadanCsv(rows: readonly RamadanRow[]): string {
  const lines = [['Ramadan', 'Date', 'Imsak', 'Fajr', 'Maghrib', 'Isha']];
  for (const { hijriDay, day } of rows) lines.push([String(hijriDay), day.date, day.imsak, day.fajr, day.maghrib, day.isha]);
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** 'ramadan-1448-london.csv'. */
export const ramadanFileName = (year: number, placeName: string): string =>
  timetableFileName(String(year), placeName).replace(/^prayer-times-/, 'ramadan-');
