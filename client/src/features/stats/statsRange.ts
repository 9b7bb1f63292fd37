// The span the /stats screen shows (issue 46): the last 12 months (the default), a Gregorian
// year or a Hijri year in the user's calendar. Each is at most 366 days, within the
// server's 400-day read (prayerHistory).
import { type UserHijri, userHijriDate, userHijriMonth } from '../../entities/hijri/userHijri.ts';

export interface StatsRange {
  /** 'last', 'g2026' or 'h1447': the choice, as the select holds it. */
  key: string;
  from: string;
  to: string;
  /** The Hijri year when one is chosen: its months label the heatmap. */
  hijriYear?: number;
}

const shift = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The choices: the last 12 months, this and the last two Gregorian years, this and the last two Hijri years. */
export function rangeChoices(today: string, calendar: UserHijri): string[] {
  const year = Number(today.slice(0, 4));
  const hijri = userHijriDate(calendar, today)?.year;
  return ['last', ...[0, 1, 2].map((back) => `g${year - back}`), ...(hijri ? [0, 1, 2].map((back) => `h${hijri - back}`) : [])];
}

export function statsRange(key: string, today: string, calendar: UserHijri): StatsRange {
  const year = Number(key.slice(1));
  if (key.startsWith('g') && year > 1900) return { key, from: `${year}-01-01`, to: `${year}-12-31` };
  if (key.startsWith('h')) {
    const first = userHijriMonth(calendar, year, 1)?.[0]?.date;
    const last = userHijriMonth(calendar, year, 12)?.at(-1)?.date;
    if (first && last) return { key, from: first, to: last, hijriYear: year };
  }
  // Today and the 364 days before it: 52 whole weeks and a day.
  return { key: 'last', from: shift(today, -364), to: today };
}

export { shift as addDays };
