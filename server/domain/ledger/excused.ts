// Excused ranges (issue 32): days a user does not pray (a woman's period,
// postnatal bleeding). They pause the prayer streak: such a day neither breaks
// it nor adds to it (server/domain/prayers/prayer-stats.ts). No reason is stored.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { badInput } from '../../errors.ts';
import { checkDate } from '../validation/input-checks.ts';
import { MAX_EXCUSED_DAYS } from './values.ts';

export interface ExcusedEntry {
  id: string;
  from: string;
  to: string;
}

const shape = (r: { id: string; from: string; to: string }): ExcusedEntry => ({ id: r.id, from: r.from.trim(), to: r.to.trim() });

export async function addExcused(prisma: PrismaClient, userId: string, rawFrom: string, rawTo: string): Promise<ExcusedEntry> {
  const from = checkDate(rawFrom, 'from');
  const to = checkDate(rawTo, 'to');
  if (from > to) throw badInput('`from` must not be after `to`', 'from');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_EXCUSED_DAYS)
    throw badInput(`An excused range can be at most ${MAX_EXCUSED_DAYS} days`, 'to');
  return shape(await prisma.excusedRange.create({ data: { userId, from, to } }));
}

export async function excusedRanges(prisma: PrismaClient, userId: string): Promise<ExcusedEntry[]> {
  const rows = await prisma.excusedRange.findMany({ where: { userId }, orderBy: [{ from: 'desc' }, { createdAt: 'desc' }], take: 200 });
  return rows.map(shape);
}

export async function isExcused(prisma: PrismaClient, userId: string, date: string): Promise<boolean> {
  return (await prisma.excusedRange.count({ where: { userId, from: { lte: date }, to: { gte: date } } })) > 0;
}

/** Whether a day falls in one of the ranges (for the streak's walk back through the days). */
export function excusedTest(ranges: readonly { from: string; to: string }[]): (day: string) => boolean {
  return (day) => ranges.some((r) => r.from <= day && day <= r.to);
}
