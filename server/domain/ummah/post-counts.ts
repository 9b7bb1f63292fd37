// A post's counters as the live 'postCounts' event carries them: the counts and their
// version (UmmahPost.countsVersion, raised in the same UPDATE as the counts), by which
// the fan-out keeps the newest of a burst (server/live/coalesce.ts).
import type { PostCountsEvent } from '../events/events.ts';

/** The columns an event is made of: every counter write selects these. */
export const POST_COUNTS = { id: true, heartsCount: true, prayersCount: true, commentsCount: true, countsVersion: true } as const;

export function countsEvent(row: { id: string; heartsCount: number; prayersCount: number; commentsCount: number; countsVersion: number }): PostCountsEvent {
  return { id: row.id, heartsCount: row.heartsCount, prayersCount: row.prayersCount, commentsCount: row.commentsCount, version: row.countsVersion };
}
