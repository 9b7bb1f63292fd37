// Reports (issue 33, decision 26): any signed-in user may report a mosque once,
// with a reason. When REPORTS_TO_HIDE different users' reports are unanswered,
// the mosque is hidden (no public page, not found by search) until its admin
// answers: the answer is shown on the page and settles the reports so far.
import type { Mosque, PrismaClient } from '../../../prisma/generated/client/client.ts';
import { notFound } from '../../errors.ts';
import { REPORTS_TO_HIDE } from './limits.ts';
import { findPublicMosque } from './store.ts';

/** Records the report, its reason checked (inputs.ts' reportInput); a second one from the same user replaces the first; true when it hid the mosque. */
export async function reportMosque(prisma: PrismaClient, slug: string, userId: string, text: string): Promise<boolean> {
  const mosque = await findPublicMosque(prisma, slug);
  if (!mosque) throw notFound('Mosque');
  return prisma.$transaction(async (tx) => {
    await tx.mosqueReport.upsert({
      where: { mosqueId_userId: { mosqueId: mosque.id, userId } },
      create: { mosqueId: mosque.id, userId, reason: text },
      update: { reason: text, answeredAt: null, createdAt: new Date() },
    });
    const open = await tx.mosqueReport.count({ where: { mosqueId: mosque.id, answeredAt: null } });
    if (open < REPORTS_TO_HIDE) return false;
    await tx.mosque.update({ where: { id: mosque.id }, data: { hiddenAt: new Date() } });
    return true;
  });
}

/** The admin answers (checked: inputs.ts' answerInput): the reports so far are settled and the mosque shows again. */
export async function answerReports(prisma: PrismaClient, mosque: Mosque, text: string): Promise<Mosque> {
  const now = new Date();
  const [, updated] = await prisma.$transaction([
    prisma.mosqueReport.updateMany({ where: { mosqueId: mosque.id, answeredAt: null }, data: { answeredAt: now } }),
    prisma.mosque.update({ where: { id: mosque.id }, data: { hiddenAt: null, reportAnswer: text, updatedAt: now } }),
  ]);
  return updated;
}

/** What the admin page shows: the reports not yet answered. */
export const openReports = (prisma: PrismaClient, mosqueId: string) =>
  prisma.mosqueReport.findMany({ where: { mosqueId, answeredAt: null }, orderBy: { createdAt: 'asc' }, select: { reason: true, createdAt: true } });
