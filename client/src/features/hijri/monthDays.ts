// A Hijri month's days with what each one is (islamicDays.ts), for the grid
// and the list of the Islamic year screen.
import type { HijriMonthDay } from '@prayer-companion/engine';
import { islamicDay, notedDay, type IslamicDay } from '@prayer-companion/engine/islamicDays';
import type { HijriMonth } from './hijriMonthParam.ts';

export interface CalendarDay extends HijriMonthDay, IslamicDay {}

export function describeMonth(days: readonly HijriMonthDay[], { year, month }: HijriMonth): CalendarDay[] {
  return days.map((d) => ({ ...d, ...islamicDay({ year, month, day: d.day }, d.weekday) }));
}

/** What the list under the grid says of a day (the engine's notedDay), or null. */
export function listedDay(d: CalendarDay): CalendarDay | null {
  const noted = notedDay(d.day, d);
  return noted ? { ...d, ...noted } : null;
}
