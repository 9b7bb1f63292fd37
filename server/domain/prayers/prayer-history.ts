// A user's prayers day by day over a span (issue 46, the /stats screen): how many of the
// five were ticked each day, which days were excused, and each prayer's share of the
// span's days. Computed from the user's own rows only and never sent to analytics. Days
// are calendar days at the user's place (decisions.md 11): 'today' is `userToday`, and a
// day after it counts towards no share.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { addDays } from '../days/local-days.ts';
import { excusedRanges, excusedTest } from '../days/excused.ts';
import { userToday } from '../days/today.ts';

type Prayer = (typeof FIVE_PRAYERS)[number];

export interface HistoryDay {
  date: string;
  /** Prayers ticked that day, 0–5. */
  count: number;
  /** Of them, ticked on time (the spec's on-time flag). */
  onTime: number;
  /** A day without prayer (an excused range): neither missed nor counted. */
  excused: boolean;
}

export interface PrayerShare {
  prayer: Prayer;
  /** Days of the span up to today on which this prayer was ticked. */
  done: number;
  /** Of those, ticked on time. */
  onTime: number;
}

export interface PrayerHistory {
  from: string;
  to: string;
  today: string;
  /** Every day of the span, oldest first. */
  days: HistoryDay[];
  /** Days of the span up to today that were not excused: what each share is out of. */
  countedDays: number;
  prayers: PrayerShare[];
}

/** The span (checked by ledger/inputs.ts fastsSpanInput: real dates, at most 400 days). */
export async function prayerHistory(prisma: PrismaClient, userId: string, { from, to }: { from: string; to: string }, now = new Date()): Promise<PrayerHistory> {
  const [today, rows, ranges] = await Promise.all([
    userToday(prisma, userId, now),
    prisma.prayerCompletion.findMany({ where: { userId, date: { gte: from, lte: to } }, select: { date: true, prayer: true, onTime: true } }),
    excusedRanges(prisma, userId),
  ]);
  const excused = excusedTest(ranges);
  const byDay = new Map<string, { count: number; onTime: number }>();
  const shares = new Map<string, PrayerShare>(FIVE_PRAYERS.map((prayer) => [prayer, { prayer, done: 0, onTime: 0 }]));
  for (const row of rows) {
    const date = row.date.trim();
    const day = byDay.get(date) ?? { count: 0, onTime: 0 };
    day.count += 1;
    if (row.onTime) day.onTime += 1;
    byDay.set(date, day);
    // A tick on an excused or future day is shown on its day but counts towards no share.
    const share = date <= today && !excused(date) ? shares.get(row.prayer) : undefined;
    if (share) {
      share.done += 1;
      if (row.onTime) share.onTime += 1;
    }
  }
  const days: HistoryDay[] = [];
  let countedDays = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = byDay.get(date);
    const isExcused = excused(date);
    if (date <= today && !isExcused) countedDays += 1;
    days.push({ date, count: day?.count ?? 0, onTime: day?.onTime ?? 0, excused: isExcused });
  }
  return { from, to, today, days, countedDays, prayers: [...shares.values()] };
}
