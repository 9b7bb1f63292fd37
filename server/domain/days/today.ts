// A user's 'today': the date in the zone of their own place (decisions.md 11),
// London's for a user with no place (the one fallback, whose.ts). The stats, the
// reflections, the make-up ledger and the fasts all count days from here.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { dateInZone } from './local-days.ts';
import { TIMES_FIELDS, userTimes } from './whose.ts';

export async function userToday(prisma: PrismaClient, userId: string, now = new Date()): Promise<string> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: TIMES_FIELDS });
  return dateInZone(now, userTimes({ location: user?.location ?? null, prayerSettings: user?.prayerSettings ?? null }).zone);
}
