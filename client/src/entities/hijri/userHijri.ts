// The user's Hijri calendar in one object: their adjustment (Settings) and
// the announced month starts, as every screen passes them to the engine.
import { hijriDate, hijriMonthDays, type HijriDate, type HijriMonthDay, type MonthStart, type PrayerSettings } from '@prayer-companion/engine';

export interface UserHijri {
  adjustment: number;
  announcements: readonly MonthStart[];
}

export const userHijri = (settings: Pick<PrayerSettings, 'hijri_adjustment'>, announcements: readonly MonthStart[]): UserHijri => ({
  adjustment: settings.hijri_adjustment ?? 0,
  announcements,
});

/** The user's Hijri date of a civil day 'YYYY-MM-DD'. */
export const userHijriDate = (calendar: UserHijri, date: string): HijriDate | null =>
  hijriDate(date, 'UTC', calendar.adjustment, calendar.announcements);

/** The civil days of a Hijri month in the user's calendar. */
export const userHijriMonth = (calendar: UserHijri, year: number, month: number): HijriMonthDay[] | null =>
  hijriMonthDays(year, month, calendar.adjustment, calendar.announcements);
