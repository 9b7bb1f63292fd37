// Excused ranges (issue 32): days a user does not pray (a woman's period,
// postnatal bleeding). They pause the prayer streak: such a day neither breaks
// it nor adds to it (server/domain/prayers/prayer-stats.ts). No reason is stored. Kept in days/ with
// the user's today (today.ts): prayers and ledger both read them, neither imports the other.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';

export interface ExcusedEntry {
  id: string;
  from: string;
  to: string;
}

const shape = (r: { id: string; from: string; to: string }): ExcusedEntry => ({ id: r.id, from: r.from.trim(), to: r.to.trim() });

/** Keeps a range (checked by ledger/inputs.ts excusedInput). */
export async function addExcused(prisma: PrismaClient, userId: string, { from, to }: { from: string; to: string }): Promise<ExcusedEntry> {
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
