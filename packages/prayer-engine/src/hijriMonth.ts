// A Hijri month as the user sees it (the Islamic year screen, the Ramadan
// timetable): its civil days, from the same month starts hijriDate reads
// (the table, the announced starts ahead of it, the user's adjustment on top).
import { announcedMonthSpan, announcedStarts, type MonthStart } from './announcements.ts';
import { clampHijriAdjustment } from './settings.ts';
import { UMM_AL_QURA_FIRST_YEAR } from './ummalqura-table.ts';
import { formatYmd } from './zone.ts';

/** The Hijri years the table covers; the Islamic year screen stays inside them. */
export const HIJRI_YEARS = { first: UMM_AL_QURA_FIRST_YEAR, last: 1500 } as const;

export interface HijriMonthDay {
  /** The civil day, 'YYYY-MM-DD'. */
  date: string;
  /** 1..30 (rarely 31 in the table's early months). */
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const civil = (epochDay: number) => {
  const d = new Date(epochDay * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/**
 * Every civil day of Hijri `year`/`month` for a user: the days whose
 * `hijriDate(day, zone, adjustment, announcements)` is in that month. Null
 * outside the table (1343–1500 AH).
 */
export function hijriMonthDays(
  year: number,
  month: number,
  adjustment = 0,
  announcements?: readonly MonthStart[],
): HijriMonthDay[] | null {
  const span = announcedMonthSpan(year, month, announcedStarts(announcements));
  if (!span) return null;
  // The user's date of civil day d is the table's date of d + adjustment.
  const shift = clampHijriAdjustment(adjustment);
  const days: HijriMonthDay[] = [];
  for (let e = span.first; e < span.end; e++) {
    const d = e - shift;
    days.push({ date: formatYmd(civil(d)), day: e - span.first + 1, weekday: (((d + 4) % 7) + 7) % 7 });
  }
  return days;
}

/** The month after (delta 1) or before (-1) a Hijri month, as { year, month }. */
export function addHijriMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const i = year * 12 + (month - 1) + delta;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}
