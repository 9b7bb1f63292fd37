// The official Umm al-Qura calendar, 1343–1500 AH (1924-08-01 to 2077-11-16),
// by looking a day up in the month table (decision 10). No calendar rules are
// computed here: the table is unpacked into the first day of every month once,
// and a day is found by searching those starts.
import { UMM_AL_QURA_FIRST_DAY, UMM_AL_QURA_FIRST_YEAR, UMM_AL_QURA_MONTH_LENGTHS } from './ummalqura-table.ts';

export interface HijriYMD {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Days since 1970-01-01 of a UTC calendar day. */
export const epochDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

let monthStarts: Int32Array | null = null;

/** monthStarts[i] is the epoch day of month i's first day; the last entry is the day after the table. */
function starts(): Int32Array {
  if (monthStarts) return monthStarts;
  const digits = UMM_AL_QURA_MONTH_LENGTHS;
  const table = new Int32Array(digits.length * 2 + 1);
  const [y, m, d] = UMM_AL_QURA_FIRST_DAY.split('-').map(Number) as [number, number, number];
  table[0] = epochDay(y, m, d);
  for (let i = 0; i < digits.length; i++) {
    const pair = parseInt(digits[i]!, 16);
    table[2 * i + 1] = table[2 * i]! + 28 + (pair >> 2);
    table[2 * i + 2] = table[2 * i + 1]! + 28 + (pair & 3);
  }
  return (monthStarts = table);
}

/** The table's Hijri date of an epoch day, or null outside 1343–1500 AH. */
export function ummAlQuraDate(day: number): HijriYMD | null {
  const table = starts();
  if (!Number.isInteger(day) || day < table[0]! || day >= table[table.length - 1]!) return null;
  // The last month whose first day is on or before `day`.
  let lo = 0;
  let hi = table.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (table[mid]! <= day) lo = mid;
    else hi = mid - 1;
  }
  return { year: UMM_AL_QURA_FIRST_YEAR + Math.floor(lo / 12), month: (lo % 12) + 1, day: day - table[lo]! + 1 };
}

/** The index of a month in the table (0 = Muharram 1343), or -1 outside it. */
export function monthIndex(year: number, month: number): number {
  const i = (year - UMM_AL_QURA_FIRST_YEAR) * 12 + (month - 1);
  return Number.isInteger(i) && month >= 1 && month <= 12 && i >= 0 && i < starts().length - 1 ? i : -1;
}

/** The epoch day of month `index`'s first day in the table; for the index one past the last month, the day after the table. */
export function ummAlQuraMonthStart(index: number): number | null {
  const table = starts();
  return Number.isInteger(index) && index >= 0 && index < table.length ? table[index]! : null;
}

/** Year and month (1-12) of a table index. */
export const monthOfIndex = (index: number): { year: number; month: number } => ({
  year: UMM_AL_QURA_FIRST_YEAR + Math.floor(index / 12),
  month: (index % 12) + 1,
});
