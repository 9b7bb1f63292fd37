// Months as a country announces them (decision 24 of the spec's decisions):
// an announced first day of a Hijri month is applied ahead of the Umm al-Qura
// table. Only the month starts move; every day is still counted from the
// nearest month start, so no calendar rule is computed here. An announcement
// more than two days from the table's start is ignored (the server refuses
// those; the engine does not trust its input).
import { epochDay, monthIndex, monthOfIndex, ummAlQuraDate, ummAlQuraMonthStart, type HijriYMD } from './ummalqura.ts';
import { parseYmd } from './zone.ts';

/** An announced first day: `{ month: '1448-09', start: '2027-02-09' }`. */
export interface MonthStart {
  /** Hijri year and month, 'YYYY-MM'. */
  month: string;
  /** The civil day the month begins, 'YYYY-MM-DD'. */
  start: string;
}

/** How far an announced start may lie from the table's. */
export const MAX_ANNOUNCED_SHIFT_DAYS = 2;

/** The usable announcements as table index → epoch day of the first day. */
export function announcedStarts(announcements: readonly MonthStart[] | undefined): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of announcements ?? []) {
    const m = typeof a?.month === 'string' ? /^(\d{4})-(\d{2})$/.exec(a.month) : null;
    const day = parseYmd(a?.start);
    if (!m || !day) continue;
    const index = monthIndex(Number(m[1]), Number(m[2]));
    const table = ummAlQuraMonthStart(index);
    const start = epochDay(day.year, day.month, day.day);
    if (index < 0 || table === null || Math.abs(start - table) > MAX_ANNOUNCED_SHIFT_DAYS) continue;
    out.set(index, start);
  }
  return out;
}

/** The first day of month `index`: announced, else the table's. */
function startOf(index: number, announced: ReadonlyMap<number, number>): number | null {
  return announced.get(index) ?? ummAlQuraMonthStart(index);
}

/**
 * The Hijri date of an epoch day with the announced starts applied; null
 * outside the table. Without announcements this is the table's date.
 */
export function announcedHijriDate(day: number, announced: ReadonlyMap<number, number>): HijriYMD | null {
  const table = ummAlQuraDate(day);
  if (!table || announced.size === 0) return table;
  const index = monthIndex(table.year, table.month);
  // Starts move by at most two days, so the day lies in this month or a neighbour:
  // the last of them that has begun.
  for (const k of [index + 1, index, index - 1]) {
    const start = k >= 0 ? startOf(k, announced) : null;
    if (start !== null && start <= day && ummAlQuraMonthStart(k + 1) !== null) {
      return { ...monthOfIndex(k), day: day - start + 1 };
    }
  }
  return table;
}

/** The epoch days a month runs over with the announced starts applied: [first, next month's first); null outside the table. */
export function announcedMonthSpan(year: number, month: number, announced: ReadonlyMap<number, number>): { first: number; end: number } | null {
  const index = monthIndex(year, month);
  if (index < 0) return null;
  const first = startOf(index, announced);
  const end = startOf(index + 1, announced);
  return first === null || end === null ? null : { first, end };
}
