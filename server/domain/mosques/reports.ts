// Reports (issue 33, decision 26; issue 40 item 2): any signed-in user may report a mosque,
// once (a second report replaces the first), with a reason, and every report reaches the
// admin. Only reporters with standing count toward hiding it: a confirmed e-mail address,
// not answered by the admin in the last 30 days. When REPORTS_TO_HIDE of them have open
// reports, and they are not all from one network, the mosque is hidden (no public page,
// not found by search) until its admin answers: the answer is shown on the page and
// settles the reports so far. Free anonymous spaces can still tell the admin, never hide.
import type { Mosque, PrismaClient } from '../../../prisma/generated/client/client.ts';
import { notFound } from '../../errors.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import { networkOf } from '../../security/address-key.ts';
import { ANSWERED_QUIET_DAYS, DAY_SECONDS, REPORTS_PER_USER_PER_DAY, REPORTS_TO_HIDE } from './limits.ts';
import { findPublicMosque } from './store.ts';

export const REPORTS_TODAY_MESSAGE = `You can report at most ${REPORTS_PER_USER_PER_DAY} times a day. Please try again tomorrow.`;

export interface Reporter {
  userId: string;
  /** The caller's address; its network is kept with the report. */
  ip: string;
}

/** Whether the open reports that count may hide the mosque: enough of them, from more than one network. */
function hides(counted: { network: string | null }[]): boolean {
  const networks = new Set(counted.map((r) => r.network).filter((n) => n !== null));
  return counted.length >= REPORTS_TO_HIDE && networks.size >= 2;
}

/** Records the report, its reason checked (inputs.ts' reportInput); true when it hid the mosque. */
export async function reportMosque(prisma: PrismaClient, limiter: RateLimiter, slug: string, reporter: Reporter, text: string, now = new Date()): Promise<boolean> {
  // Counted before anything is looked up: a report of an unknown mosque costs one too.
  await limiter.consume(`mosque:report:${reporter.userId}`, REPORTS_PER_USER_PER_DAY, DAY_SECONDS, REPORTS_TODAY_MESSAGE);
  const mosque = await findPublicMosque(prisma, slug);
  if (!mosque) throw notFound('Mosque');
  const { userId } = reporter;
  const network = networkOf(reporter.ip);
  const quietSince = new Date(now.getTime() - ANSWERED_QUIET_DAYS * DAY_SECONDS * 1000);
  return prisma.$transaction(async (tx) => {
    // Reports of one mosque one at a time: two last reports at once cannot each miss the other.
    await tx.$queryRaw`SELECT 1 FROM "Mosque" WHERE "id" = ${mosque.id}::uuid FOR UPDATE`;
    await tx.mosqueReport.upsert({
      where: { mosqueId_userId: { mosqueId: mosque.id, userId } },
      create: { mosqueId: mosque.id, userId, reason: text, network, createdAt: now },
      update: { reason: text, network, answeredAt: null, createdAt: now },
    });
    const counted = await tx.mosqueReport.findMany({
      where: {
        mosqueId: mosque.id,
        answeredAt: null,
        user: { email: { not: null } },
        OR: [{ lastAnsweredAt: null }, { lastAnsweredAt: { lt: quietSince } }],
      },
      select: { network: true },
    });
    if (!hides(counted)) return false;
    await tx.mosque.update({ where: { id: mosque.id }, data: { hiddenAt: now } });
    return true;
  });
}

/** The admin answers (checked: inputs.ts' answerInput): the reports so far are settled and the mosque shows again. */
export async function answerReports(prisma: PrismaClient, mosque: Mosque, text: string): Promise<Mosque> {
  const now = new Date();
  const [, updated] = await prisma.$transaction([
    prisma.mosqueReport.updateMany({ where: { mosqueId: mosque.id, answeredAt: null }, data: { answeredAt: now, lastAnsweredAt: now } }),
    prisma.mosque.update({ where: { id: mosque.id }, data: { hiddenAt: null, reportAnswer: text, updatedAt: now } }),
  ]);
  return updated;
}

/** What the admin page shows: the reports not yet answered (anonymous reporters' too). */
export const openReports = (prisma: PrismaClient, mosqueId: string) =>
  prisma.mosqueReport.findMany({ where: { mosqueId, answeredAt: null }, orderBy: { createdAt: 'asc' }, select: { reason: true, createdAt: true } });
