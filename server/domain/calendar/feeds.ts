// Feed tokens: made from a secure random source (256 bits), given to the user
// once inside the URL, kept only as their SHA-256 (like session tokens). One
// feed per user: making a new one replaces the old token, so the old URL stops.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { hashToken, newSessionToken } from '../../auth/tokens.ts';
import { createHash } from 'node:crypto';
import { buildFeed } from './ics.ts';
import type { FeedCache } from './feed-cache.ts';
import { feedVersion, versionTime } from './feed-version.ts';
import { FOLLOWED_MOSQUE, followedTimes } from '../mosques/followed-source.ts';
import { TIMES_FIELDS } from '../days/whose.ts';

export const ALARM_MAX_MINUTES = 120;
/** The token's shape in a URL: 43 base64url characters (32 bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export async function createFeed(prisma: PrismaClient, userId: string, alarmMinutes: number | null, islamicDays = false): Promise<string> {
  const token = newSessionToken();
  const tokenHash = hashToken(token);
  await prisma.calendarFeed.upsert({
    where: { userId },
    create: { userId, tokenHash, alarmMinutes, islamicDays },
    update: { tokenHash, alarmMinutes, islamicDays, createdAt: new Date() },
  });
  return token;
}

/** True when there was a feed to revoke. */
export async function revokeFeed(prisma: PrismaClient, userId: string): Promise<boolean> {
  const { count } = await prisma.calendarFeed.deleteMany({ where: { userId } });
  return count > 0;
}

export interface FeedAnswer {
  /** Strong validator: the same on every instance for the same version, alarm and version time. */
  etag: string;
  /** When this version began (a settings change or the day at the place); also the events' DTSTAMP. */
  lastModified: Date;
  /** The iCalendar text, built once per version and alarm on this instance (server/domain/calendar/feed-cache.ts). */
  text(): string;
}

/**
 * The feed for a token, or null when no feed has it (never made, revoked,
 * replaced, or forged). `alarm` overrides the stored alarm minutes. The text is
 * built only when asked for: an answer of 304 needs the validators alone.
 */
export async function feedCalendar(prisma: PrismaClient, cache: FeedCache, token: string, now: Date, alarm?: number | null): Promise<FeedAnswer | null> {
  if (!TOKEN.test(token)) return null;
  const feed = await prisma.calendarFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      alarmMinutes: true,
      islamicDays: true,
      createdAt: true,
      version: true,
      versionAt: true,
      user: { select: { ...TIMES_FIELDS, language: true, mosqueFollow: FOLLOWED_MOSQUE } },
    },
  });
  if (!feed) return null;
  // A followed mosque's times replace the user's own (decision 26).
  const followed = followedTimes(feed.user);
  const { location, prayerSettings, language } = feed.user;
  const version = feedVersion({ feedId: feed.id, createdAt: feed.createdAt, location, prayerSettings, followed, language }, now);
  const lastModified = await versionTime(prisma, feed, version, now);
  const alarmMinutes = alarm === undefined ? feed.alarmMinutes : alarm;
  const key = `${version}.${alarmMinutes ?? 'none'}.${feed.islamicDays ? 'days' : 'plain'}.${lastModified.getTime()}`;
  return {
    etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
    lastModified,
    // Built "as of" the version time, so every instance writes the same bytes for the same key.
    text: () => cache.text(key, () => buildFeed({ feedId: feed.id, location, prayerSettings, followed, language, alarmMinutes, islamicDays: feed.islamicDays, now: lastModified })),
  };
}
