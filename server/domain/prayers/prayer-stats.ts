// Prayer stats and streaks (decisions.md 11), in the user's location's time zone.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { addDays, streakEndingAt } from '../days/local-days.ts';
import { excusedRanges, excusedTest } from '../days/excused.ts';
import { userToday } from '../days/today.ts';

export const PRAYERS_PER_DAY = 5;

export async function prayerStats(prisma: PrismaClient, userId: string, now = new Date()) {
  const today = await userToday(prisma, userId, now);
  const perDay = await prisma.prayerCompletion.groupBy({
    by: ['date'],
    where: { userId, date: { lte: today } },
    _count: { _all: true },
  });
  const counts = new Map(perDay.map((row) => [row.date.trim(), row._count._all]));
  const fullDays = new Set([...counts].filter(([, n]) => n >= PRAYERS_PER_DAY).map(([day]) => day));
  // Excused days pause the streak (issue 32).
  const paused = excusedTest(await excusedRanges(prisma, userId));
  let weekCompleted = 0;
  for (let i = 0; i < 7; i++) weekCompleted += counts.get(addDays(today, -i)) ?? 0;
  return {
    streak: streakEndingAt(fullDays, today, paused),
    todayCompleted: counts.get(today) ?? 0,
    todayTotal: PRAYERS_PER_DAY,
    weekCompleted,
    weekTotal: PRAYERS_PER_DAY * 7,
  };
}

export async function reflectionStreak(prisma: PrismaClient, userId: string, now = new Date()) {
  const today = await userToday(prisma, userId, now);
  const rows = await prisma.reflection.findMany({ where: { userId, date: { lte: today } }, select: { date: true } });
  return streakEndingAt(new Set(rows.map((r) => r.date.trim())), today);
}
