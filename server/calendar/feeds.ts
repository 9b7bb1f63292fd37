// Feed tokens: made from a secure random source (256 bits), given to the user
// once inside the URL, kept only as their SHA-256 (like session tokens). One
// feed per user: making a new one replaces the old token, so the old URL stops.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { hashToken, newSessionToken } from '../auth/tokens.ts';
import { buildFeed } from './ics.ts';

export const ALARM_MAX_MINUTES = 120;
/** The token's shape in a URL: 43 base64url characters (32 bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export async function createFeed(prisma: PrismaClient, userId: string, alarmMinutes: number | null): Promise<string> {
  const token = newSessionToken();
  const tokenHash = hashToken(token);
  await prisma.calendarFeed.upsert({
    where: { userId },
    create: { userId, tokenHash, alarmMinutes },
    update: { tokenHash, alarmMinutes, createdAt: new Date() },
  });
  return token;
}

/** True when there was a feed to revoke. */
export async function revokeFeed(prisma: PrismaClient, userId: string): Promise<boolean> {
  const { count } = await prisma.calendarFeed.deleteMany({ where: { userId } });
  return count > 0;
}

/**
 * The iCalendar text for a token, or null when no feed has it (never made,
 * revoked, replaced, or forged). `alarm` overrides the stored alarm minutes.
 */
export async function feedCalendar(prisma: PrismaClient, token: string, now: Date, alarm?: number | null): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const feed = await prisma.calendarFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, alarmMinutes: true, user: { select: { location: true, prayerSettings: true, language: true } } },
  });
  if (!feed) return null;
  return buildFeed({
    feedId: feed.id,
    location: feed.user.location,
    prayerSettings: feed.user.prayerSettings,
    language: feed.user.language,
    alarmMinutes: alarm === undefined ? feed.alarmMinutes : alarm,
    now,
  });
}
