// Whether a space holds something its owner would miss (issue 31, 'no silent switch
// of space'): the client asks before leaving such a space for another link.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';

export async function holdsData(prisma: PrismaClient, userId: string): Promise<boolean> {
  const where = { userId };
  const found = await Promise.all([
    prisma.user.count({ where: { id: userId, OR: [{ email: { not: null } }, { pendingEmail: { not: null } }] } }),
    prisma.prayerCompletion.findFirst({ where, select: { id: true } }),
    prisma.reflection.findFirst({ where, select: { id: true } }),
    prisma.ummahPost.findFirst({ where, select: { id: true } }),
    prisma.comment.findFirst({ where, select: { id: true } }),
    prisma.dua.findFirst({ where, select: { id: true } }),
  ]);
  return found.some((hit) => (typeof hit === 'number' ? hit > 0 : hit !== null));
}
