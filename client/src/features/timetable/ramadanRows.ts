// The Ramadan timetable: every day of Ramadan in the user's Hijri calendar
// (the table, the announced start, their adjustment) with imsak, Fajr,
// Maghrib and Isha. Pure: the screen, the CSV and the tests share it.
import { type DayPrayerTimes, type PlaceInput, type PrayerSettings } from '@prayer-companion/engine';
import { tableTimes, type KeptTable } from '@prayer-companion/engine/tableDay';
import { userHijriDate, userHijriMonth, type UserHijri } from '../../entities/hijri/userHijri.ts';

export interface RamadanRow {
  /** Day of Ramadan, 1..30. */
  hijriDay: number;
  day: DayPrayerTimes;
}

/** The Ramadan to offer on `today`: this year's until it ends, then next year's. */
export function ramadanYearFor(calendar: UserHijri, today: string): number | null {
  const h = userHijriDate(calendar, today);
  if (!h) return null;
  return h.month <= 9 ? h.year : h.year + 1;
}

export function ramadanRows(place: PlaceInput, year: number, settings: PrayerSettings, calendar: UserHijri, table?: KeptTable): RamadanRow[] | null {
  const days = userHijriMonth(calendar, year, 9);
  if (!days) return null;
  const rows: RamadanRow[] = [];
  for (const d of days) {
    const times = tableTimes(place, d.date, settings, table);
    if (!times) return null;
    rows.push({ hijriDay: d.day, day: times });
  }
  return rows;
}
