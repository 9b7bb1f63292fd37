// The Hijri calendar as a country announces it (issue 32, decision 25): the
// Umm al-Qura table (packages/prayer-engine/src/ummalqura.ts, decision 10) with the
// announced first days of months put ahead of it, and the user's own ±2-day
// adjustment on top. The client's engine does the same for the shown date; the
// server needs it to know a user's Ramadan days (ledger) and Islamic days
// (reminders). The rule itself is the engine's (announcements.ts); this file
// gives it the server's and Home's shapes (a civil day, a list, the adjustment).
import { announcedHijriDate as engineAnnouncedDate, announcedStarts, type MonthStart } from './announcements.ts';
import { epochDay, monthIndex, ummAlQuraMonthStart, type HijriYMD } from './ummalqura.ts';

export type { MonthStart };

const MONTH = /^(\d{4})-(\d{2})$/;
export const epochOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return epochDay(y, m, d);
};
export const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** '1448-09' → {year, month}, or null when it is not a month of the table (1343–1500). */
export function parseHijriMonth(value: string): { year: number; month: number } | null {
  const match = MONTH.exec(value);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1343 && year <= 1500 && month >= 1 && month <= 12 ? { year, month } : null;
}

/** The table's first day of a month, as an epoch day; null outside the table. */
export function tableMonthStart(year: number, month: number): number | null {
  const index = monthIndex(year, month);
  return index < 0 ? null : ummAlQuraMonthStart(index);
}

/**
 * The Hijri date of a place's day ('YYYY-MM-DD'): each month starts on its
 * announced day where there is one, else on the table's; `adjustment` (−2…2)
 * gives the date of the day that many days later. Null outside the table.
 */
export function announcedHijriDate(date: string, announced: readonly MonthStart[], adjustment = 0): HijriYMD | null {
  const day = epochOf(date) + (Number.isInteger(adjustment) && Math.abs(adjustment) <= 2 ? adjustment : 0);
  // The engine's rule (announcements.ts), which the shown dates use too.
  return engineAnnouncedDate(day, announcedStarts(announced));
}
