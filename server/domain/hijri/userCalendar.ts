// A user's Hijri calendar on the server: their country's announced month
// starts ahead of the Umm al-Qura table, their own adjustment on top
// (decision 25), and "today" at their saved place (decision 11).
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { clampHijriAdjustment } from '@prayer-companion/engine/settings';
import type { HijriYMD } from '@prayer-companion/engine/ummalqura';
import { dateInZone, zoneOf } from '../prayers/local-days.ts';
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

/** The pieces of a saved location and settings the calendar needs. */
export function placeOf(location: unknown, prayerSettings: unknown) {
  const loc = (location ?? {}) as { country_code?: unknown };
  const zone = zoneOf(location);
  const country = typeof loc.country_code === 'string' && /^[A-Za-z]{2}$/.test(loc.country_code) ? loc.country_code.toUpperCase() : null;
  const adjustment = clampHijriAdjustment((prayerSettings as { hijri_adjustment?: unknown } | null)?.hijri_adjustment);
  return { zone, country, adjustment };
}

export async function userCalendar(prisma: PrismaClient, userId: string, now = new Date()): Promise<UserCalendar> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { location: true, prayerSettings: true } });
  const { zone, country, adjustment } = placeOf(user?.location, user?.prayerSettings);
  const announced = country ? await announcementsOf(prisma, country) : [];
  return { country, zone, today: dateInZone(now, zone), hijriOf: (date) => announcedHijriDate(date, announced, adjustment) };
}
