// Following (issue 33, decision 26): one mosque per user; its times replace the
// user's own until they unfollow. `notify` opts in to a Web Push when the
// mosque changes an iqama.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { notFound } from '../../errors.ts';
import { findPublicMosque } from './store.ts';

/** The most minutes before an iqama a reminder may be. */
export const IQAMA_REMINDER_MAX = 60;

/** Follows a public mosque, the choices checked (inputs.ts' followInput). */
export async function followMosque(prisma: PrismaClient, userId: string, slug: string, notify: boolean, iqamaReminder: number | null = null) {
  const mosque = await findPublicMosque(prisma, slug);
  if (!mosque) throw notFound('Mosque');
  const data = { mosqueId: mosque.id, notify, iqamaReminder };
  await prisma.mosqueFollow.upsert({ where: { userId }, create: { userId, ...data }, update: { ...data, createdAt: new Date() } });
  return mosque;
}

/** True when the user was following one. */
export async function unfollowMosque(prisma: PrismaClient, userId: string): Promise<boolean> {
  const { count } = await prisma.mosqueFollow.deleteMany({ where: { userId } });
  return count > 0;
}

/** The followed mosque (null when none, or hidden by reports for now) and whether pushes are on. */
export async function followed(prisma: PrismaClient, userId: string) {
  const follow = await prisma.mosqueFollow.findUnique({ where: { userId }, include: { mosque: true } });
  if (!follow || follow.mosque.hiddenAt) return null;
  return { mosque: follow.mosque, notify: follow.notify, iqamaReminder: follow.iqamaReminder };
}
