// 'These times don't match' (issue 45 item 6, decisions.md 31): a signed-in user tells the
// operator which time they expected for a prayer on a day, and where it is from. The report
// keeps the user's place as it is now (its position to 0.01°, about 1 km, which gives the
// same times to the minute) and the app's own time for that day, so the operator can see the
// difference without asking. Private: never sent to analytics; read by `npm run report:accuracy`.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { todayAt } from '@prayer-companion/engine';
import { tableTimes } from '@prayer-companion/engine/tableDay';
import { badInput } from '../../errors.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import { TIMES_FIELDS, userTimes } from '../days/whose.ts';
import { FOLLOWED_MOSQUE, followedTimes } from '../mosques/followed-source.ts';
import type { ReportedTime } from './inputs.ts';

/** Reports one user may send a day (issue 45 item 6). */
export const REPORTS_PER_USER_PER_DAY = 20;
export const REPORT_LIMIT = `Too many reports today: at most ${REPORTS_PER_USER_PER_DAY} a day. Thank you, and please try again tomorrow.`;
/** How far from today a reported day may be: a year's printed timetable, either way. */
export const REPORT_DAYS_AROUND_TODAY = 366;

export interface TimesReportInput {
  date: string;
  prayer: ReportedTime;
  expected: string;
  source: string;
}

export interface TimesReport extends TimesReportInput {
  id: string;
  /** The app's time for that day at the user's place ('HH:MM'), or null when there is none (a polar day). */
  ours: string | null;
  /** expected − ours in minutes (across midnight the shorter way), or null without ours. */
  differenceMinutes: number | null;
  placeName: string;
  createdAt: Date;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** expected − ours, taking the shorter way round midnight (23:58 against 00:01 is −3). */
export function differenceMinutes(expected: string, ours: string): number {
  const raw = minutesOf(expected) - minutesOf(ours);
  return ((((raw + 720) % 1440) + 1440) % 1440) - 720;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function reportTimes(prisma: PrismaClient, limiter: RateLimiter, userId: string, input: TimesReportInput, now = new Date()): Promise<TimesReport> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { ...TIMES_FIELDS, mosqueFollow: FOLLOWED_MOSQUE } });
  // The times the user sees: a followed mosque's replace their own (decision 26).
  const times = userTimes(user, followedTimes(user));
  const today = todayAt(times.zone, now);
  if (Math.abs(Date.parse(input.date) - Date.parse(today)) / 86_400_000 > REPORT_DAYS_AROUND_TODAY) {
    throw badInput(`Report a day within ${REPORT_DAYS_AROUND_TODAY} days of today`, 'date');
  }
  await limiter.consume(`accuracy-report:user:${userId}`, REPORTS_PER_USER_PER_DAY, 86_400, REPORT_LIMIT);
  const day = tableTimes(times.place, input.date, times.settings, times.table);
  const ours = day?.[input.prayer] ?? null;
  const { location } = times;
  const row = await prisma.accuracyReport.create({
    data: {
      userId,
      ...input,
      ours: ours ?? '',
      placeName: location.name || location.city || '',
      countryCode: (location.country_code ?? '').toUpperCase(),
      latitude: round2(times.place.latitude),
      longitude: round2(times.place.longitude),
      timezone: times.zone,
      method: times.settings.calc_method,
    },
  });
  return {
    id: row.id,
    ...input,
    ours,
    differenceMinutes: ours ? differenceMinutes(input.expected, ours) : null,
    placeName: row.placeName,
    createdAt: row.createdAt,
  };
}
