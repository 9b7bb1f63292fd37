// The prayers' make-up (qada) ledger (issue 32): a prayer not ticked by the
// next day can be marked missed (one per day and prayer), adding one to that
// prayer's count; each made-up prayer takes one away. Excused days owe no
// prayers. Private: nothing here goes to analytics.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { badInput } from '../../errors.ts';
import { userToday } from '../days/today.ts';
import { isExcused } from '../days/excused.ts';
import type { QadaAction } from './values.ts';

export type Prayer = (typeof FIVE_PRAYERS)[number];
export type QadaCounts = Record<Prayer, number>;

const label = (prayer: Prayer) => prayer[0]!.toUpperCase() + prayer.slice(1);

export async function qadaCounts(prisma: PrismaClient, userId: string): Promise<QadaCounts> {
  const [missed, madeUp] = await Promise.all([
    prisma.missedPrayer.groupBy({ by: ['prayer'], where: { userId }, _count: { _all: true } }),
    prisma.madeUpPrayer.groupBy({ by: ['prayer'], where: { userId }, _count: { _all: true } }),
  ]);
  const of = (rows: typeof missed, prayer: Prayer) => rows.find((r) => r.prayer === prayer)?._count._all ?? 0;
  return Object.fromEntries(FIVE_PRAYERS.map((p) => [p, Math.max(0, of(missed, p) - of(madeUp, p))])) as QadaCounts;
}

/** Records a missed or made-up prayer (`input` checked by ledger/inputs.ts qadaInput). */
export async function recordQada(prisma: PrismaClient, userId: string, { prayer, action, date }: { prayer: Prayer; action: QadaAction; date: string }): Promise<QadaCounts> {
  if (action === 'missed') {
    if (date >= (await userToday(prisma, userId))) throw badInput(`${label(prayer)} can be marked missed from the next day on`, 'date');
    const done = await prisma.prayerCompletion.findUnique({ where: { userId_date_prayer: { userId, date, prayer } } });
    if (done) throw badInput(`${label(prayer)} of ${date} is ticked as prayed`, 'prayer');
    if (await isExcused(prisma, userId, date)) throw badInput(`${date} is an excused day: it owes no prayers`, 'date');
    // Marking the same prayer twice is one missed prayer.
    await prisma.missedPrayer.createMany({ data: [{ userId, date, prayer }], skipDuplicates: true });
  } else {
    if ((await qadaCounts(prisma, userId))[prayer] === 0) throw badInput(`No missed ${label(prayer)} to make up`, 'prayer');
    await prisma.madeUpPrayer.create({ data: { userId, date, prayer } });
  }
  return qadaCounts(prisma, userId);
}
