// Built feed texts, per instance (issue 28): building 30 days of times and the
// iCalendar text costs tens of milliseconds, and calendar apps ask again and
// again. A text is keyed by the feed's version (feed-version.ts), its alarm and
// its version time, so it is never served after the day or the settings change:
// those give a new key, on every instance. Bounded by total size.
import { LRUCache } from 'lru-cache';

export interface FeedCache {
  /** The cached text for key, or the one `build` makes (then kept). */
  text(key: string, build: () => string): string;
}

export function createFeedCache(maxBytes = 16 * 1024 * 1024): FeedCache {
  const cache = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (text) => Math.max(1, text.length),
    // A key is good for a day at most; this only frees memory sooner.
    ttl: 26 * 60 * 60 * 1000,
  });
  return {
    text(key, build) {
      let text = cache.get(key);
      if (text === undefined) cache.set(key, (text = build()));
      return text;
    },
  };
}
