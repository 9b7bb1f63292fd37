// A user's Hijri calendar on the server: their country's announced month
// starts ahead of the Umm al-Qura table, their own adjustment on top
// (decision 25), and "today" at their saved place (decision 11). The place,
// zone and settings are the one answer of days/whose.ts.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { WhoseTimes } from '@prayer-companion/engine';
import type { HijriYMD } from '@prayer-companion/engine/ummalqura';
import { dateInZone } from '../days/local-days.ts';
import { TIMES_FIELDS, userTimes } from '../days/whose.ts';
import { announcedHijriDate, type MonthStart } from '@prayer-companion/engine/announcedHijri';

export const RAMADAN = 9;

export interface UserCalendar {
  /** The user's country (ISO alpha-2, upper case), when their place has one. */
  country: string | null;
  zone: string;
  today: string;
  hijriOf(date: string): HijriYMD | null;
}

/** A country's announced month starts, oldest first. */
export async function announcementsOf(prisma: PrismaClient, country: string): Promise<MonthStart[]> {
  const rows = await prisma.hijriAnnouncement.findMany({ where: { country }, orderBy: { month: 'asc' }, select: { month: true, start: true } });
  return rows.map((r) => ({ month: r.month.trim(), start: r.start.trim() }));
}

/** The country whose announcements apply to these times (ISO alpha-2, upper case), or null. */
export function countryOf(times: WhoseTimes): string | null {
  const code = times.location.country_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}

export async function userCalendar(prisma: PrismaClient, userId: string, now = new Date()): Promise<UserCalendar> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: TIMES_FIELDS });
  const times = userTimes({ location: user?.location ?? null, prayerSettings: user?.prayerSettings ?? null });
  const { zone } = times;
  const country = countryOf(times);
  const adjustment = times.settings.hijri_adjustment ?? 0;
  const announced = country ? await announcementsOf(prisma, country) : [];
  return { country, zone, today: dateInZone(now, zone), hijriOf: (date) => announcedHijriDate(date, announced, adjustment) };
}
