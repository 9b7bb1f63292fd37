// The fasting ledger (issue 32, decision 26): each day of Ramadan is 'fasted',
// 'not_fasted' or 'excused' (travel, illness, menstruation: no reason is
// stored); both of the last two are owed (issue 42 item 1: the excuse lifts the
// sin, not the make-up), and 'made_up' on any other day pays one owed fast back.
// A day that has not come yet at the user's place cannot be recorded (item 2). Ramadan is the
// user's own (their country's announcements, their adjustment), so a day is
// checked against the calendar they see. Private: nothing here goes to analytics.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { badInput } from '../../errors.ts';
import { RAMADAN, userCalendar } from '../hijri/userHijri.ts';
import { userToday } from '../days/today.ts';
import { RAMADAN_STATUSES, type FastStatus } from './values.ts';

export interface FastEntry {
  date: string;
  status: FastStatus;
}

export interface FastSummary {
  /** Fasts still to make up: not fasted + excused − made up, never below 0 (decision 26, issue 42 item 1). */
  owed: number;
  fasted: number;
  notFasted: number;
  excused: number;
  madeUp: number;
}

export async function fastSummary(prisma: PrismaClient, userId: string): Promise<FastSummary> {
  const rows = await prisma.fastDay.groupBy({ by: ['status'], where: { userId }, _count: { _all: true } });
  const count = (status: FastStatus) => rows.find((r) => r.status === status)?._count._all ?? 0;
  const [fasted, notFasted, excused, madeUp] = [count('fasted'), count('not_fasted'), count('excused'), count('made_up')];
  return { owed: Math.max(0, notFasted + excused - madeUp), fasted, notFasted, excused, madeUp };
}

/** Records a day (`input` checked by ledger/inputs.ts fastInput) against the user's own Ramadan. */
export async function recordFast(prisma: PrismaClient, userId: string, { date, status }: FastEntry): Promise<FastEntry> {
  // As qada's 'from the next day on': the user's own today decides, not the server's zone.
  if (date > (await userToday(prisma, userId))) throw badInput(`${date} has not come yet: a fast can be recorded from its day on`, 'date');
  const calendar = await userCalendar(prisma, userId);
  const hijri = calendar.hijriOf(date);
  if (!hijri) throw badInput('This date is outside the Hijri calendar (1343–1500 AH)', 'date');
  const inRamadan = hijri.month === RAMADAN;
  if (RAMADAN_STATUSES.includes(status) && !inRamadan)
    throw badInput(`${date} is not a day of Ramadan: only a make-up fast (made_up) can be recorded on it`, 'status');
  if (status === 'made_up') {
    if (inRamadan) throw badInput(`${date} is a day of Ramadan: record it as fasted, not_fasted or excused`, 'status');
    const existing = await prisma.fastDay.findUnique({ where: { userId_date: { userId, date } } });
    if (existing?.status !== 'made_up' && (await fastSummary(prisma, userId)).owed === 0)
      throw badInput('No fast is owed: there is nothing to make up', 'status');
  }
  const row = await prisma.fastDay.upsert({
    where: { userId_date: { userId, date } },
    create: { userId, date, status },
    update: { status, updatedAt: new Date() },
  });
  return { date: row.date.trim(), status: row.status as FastStatus };
}

/** The days recorded in a span (checked by ledger/inputs.ts fastsSpanInput). */
export async function fastsBetween(prisma: PrismaClient, userId: string, { from, to }: { from: string; to: string }): Promise<FastEntry[]> {
  const rows = await prisma.fastDay.findMany({ where: { userId, date: { gte: from, lte: to } }, orderBy: { date: 'asc' } });
  return rows.map((r) => ({ date: r.date.trim(), status: r.status as FastStatus }));
}
