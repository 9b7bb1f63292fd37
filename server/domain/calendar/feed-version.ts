// A calendar feed's version (issue 28): a hash of everything its text depends
// on except the alarm (which is in the URL's query, so each URL has its own
// answer): the day at the place, the place, the prayer settings, the language,
// and the feed itself. Kept on the feed's row with the time it last changed, so
// every instance gives the same ETag and Last-Modified, and a change of
// settings on one instance is seen by all (no invalidation message needed).
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { todayAt, type FollowedTimes } from '@prayer-companion/engine';
import { userTimes } from '../days/whose.ts';

/** Bump when the feed's text changes for the same inputs (a new property, a new wording). */
const FEED_FORMAT = 2;

export interface FeedInputs {
  feedId: string;
  createdAt: Date;
  location: unknown;
  prayerSettings: unknown;
  /** A followed mosque's times: its place, settings and kept rows (a new table is a new version). */
  followed?: FollowedTimes | null;
  language: unknown;
}

/** The hash for `now`: it changes at midnight in the feed's zone, and with any input. */
export function feedVersion(inputs: FeedInputs, now: Date): string {
  const times = userTimes(inputs, inputs.followed);
  const day = todayAt(times.zone, now);
  // The stored values of whoever's times these are, as saved (not as brought into shape).
  const mosque = times.source === 'mosque' ? inputs.followed : null;
  const [location, prayerSettings] = mosque ? [mosque.location, mosque.prayerSettings] : [inputs.location, inputs.prayerSettings];
  const parts = [FEED_FORMAT, inputs.feedId, inputs.createdAt.toISOString(), day, location, prayerSettings, inputs.language ?? null, ...(times.table ? [times.table] : [])];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * When the feed last changed: the stored time when the stored version is this
 * one; else this version is recorded at `now` (whole seconds, as HTTP dates are).
 * Of two instances recording at once one wins, and both answer with its time.
 */
export async function versionTime(prisma: PrismaClient, feed: { id: string; version: string | null; versionAt: Date | null }, version: string, now: Date): Promise<Date> {
  if (feed.version === version && feed.versionAt) return feed.versionAt;
  const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const { count } = await prisma.calendarFeed.updateMany({
    where: { id: feed.id, OR: [{ version: null }, { version: { not: version } }] },
    data: { version, versionAt: at },
  });
  if (count === 1) return at;
  const stored = await prisma.calendarFeed.findUnique({ where: { id: feed.id }, select: { versionAt: true } });
  return stored?.versionAt ?? at;
}
