// Announcements: short texts (280 characters at most) on the page and the
// prayer-hall screen, each from its optional start until its optional expiry (the
// ones still to start are sent too, so a screen left on shows them on time); ANNOUNCEMENTS_PER_HOUR
// per mosque, so a leaked admin link cannot flood every follower's screen. Iqama
// changes, which push a notice to followers, spend the same budget (issue 40, item 7).
import type { Mosque, PrismaClient } from '../../../prisma/generated/client/client.ts';
import { badInput, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import { isId } from '../validation/input-checks.ts';
import { ANNOUNCEMENTS_PER_HOUR } from './limits.ts';

/** Shown at most this many at once (the newest). */
export const ANNOUNCEMENTS_SHOWN = 10;

/** One announcement or iqama change of the mosque's hourly budget; 429 past it. */
export const spendFollowerBudget = (limiter: RateLimiter, mosque: Pick<Mosque, 'id'>) =>
  limiter.consume(`mosque:announce:${mosque.id}`, ANNOUNCEMENTS_PER_HOUR, 3600, 'Too many announcements and iqama changes this hour. Please try again later.');

/** Adds an announcement, its text checked (inputs.ts' announcementInput), its expiry still to come. */
export async function addAnnouncement(
  prisma: PrismaClient,
  limiter: RateLimiter,
  mosque: Mosque,
  text: string,
  expiresAt: Date | null | undefined,
  now: Date,
  startsAt: Date | null = null,
) {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badInput('The expiry must be in the future', 'expiresAt');
  if (startsAt && expiresAt && startsAt.getTime() >= expiresAt.getTime()) throw badInput('The start must be before the expiry', 'startsAt');
  await spendFollowerBudget(limiter, mosque);
  return prisma.mosqueAnnouncement.create({ data: { mosqueId: mosque.id, text, startsAt, expiresAt: expiresAt ?? null } });
}

export async function removeAnnouncement(prisma: PrismaClient, mosque: Mosque, id: string): Promise<void> {
  const { count } = isId(id) ? await prisma.mosqueAnnouncement.deleteMany({ where: { id, mosqueId: mosque.id } }) : { count: 0 };
  if (count === 0) throw notFound('Announcement');
}

export const activeAnnouncements = (prisma: PrismaClient, mosqueId: string, now: Date) =>
  prisma.mosqueAnnouncement.findMany({
    where: { mosqueId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    orderBy: { createdAt: 'desc' },
    take: ANNOUNCEMENTS_SHOWN,
  });
