// Countries' announced month starts (issue 32, decision 25): the operator
// records the first day of a Hijri month as a country announced it; it must
// lie within two days of the Umm al-Qura table's. Recording again replaces the
// day (an authority may correct itself). The caller publishes it live; users
// of that country who asked for it get a Web Push the evening before.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { badInput } from '../../errors.ts';
import { checkDate } from '../validation/input-checks.ts';
import { dateOf, epochOf, parseHijriMonth, tableMonthStart, type MonthStart } from '@prayer-companion/engine/announcedHijri';
import { announcementsOf } from './userHijri.ts';

/** Called after a country's month starts change (the reminders plan again: push/service.ts registers it). */
export type MonthStartsChanged = (prisma: PrismaClient, country: string) => Promise<void>;

// Registered at startup instead of imported: the reminders read the Hijri
// calendar (push → hijri), so hijri must not import push back (issue 41 item 5).
const monthStartsChanged = new Set<MonthStartsChanged>();

/** Runs `listener` after every recorded announcement; the returned function stops that. */
export function onMonthStartsChanged(listener: MonthStartsChanged): () => void {
  monthStartsChanged.add(listener);
  return () => void monthStartsChanged.delete(listener);
}

/** How far an announced start may lie from the table's (decision 25). */
export const MAX_DAYS_FROM_TABLE = 2;

export interface Announcement extends MonthStart {
  country: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** An ISO 3166-1 alpha-2 code Intl knows, upper case. */
export function checkCountry(value: string): string {
  const code = value.trim().toUpperCase();
  let known = false;
  try {
    known = /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code && code !== 'ZZ';
  } catch {
    known = false;
  }
  if (!known) throw badInput('country must be an ISO 3166-1 alpha-2 code, e.g. TR', 'country');
  return code;
}

export function checkAnnouncement(input: { country: string; month: string; start: string }): Announcement {
  const country = checkCountry(input.country);
  const month = parseHijriMonth(input.month);
  if (!month) throw badInput('month must be a Hijri month YYYY-MM of 1343–1500, e.g. 1448-09', 'month');
  const start = checkDate(input.start, 'start');
  const table = tableMonthStart(month.year, month.month)!;
  if (Math.abs(epochOf(start) - table) > MAX_DAYS_FROM_TABLE)
    throw badInput(`start must be within ${MAX_DAYS_FROM_TABLE} days of the Umm al-Qura table's first day of ${input.month} (${dateOf(table)})`, 'start');
  return { country, month: input.month, start };
}

export async function recordAnnouncement(prisma: PrismaClient, input: { country: string; month: string; start: string }): Promise<Announcement> {
  const a = checkAnnouncement(input);
  await prisma.hijriAnnouncement.upsert({
    where: { country_month: { country: a.country, month: a.month } },
    create: a,
    update: { start: a.start, updatedAt: new Date() },
  });
  for (const listener of monthStartsChanged) await listener(prisma, a.country);
  return a;
}

export async function listAnnouncements(prisma: PrismaClient, rawCountry: string): Promise<Announcement[]> {
  const country = checkCountry(rawCountry);
  return (await announcementsOf(prisma, country)).map((a) => ({ country, ...a }));
}
