// Moves today's and the week's completed counts by one in the cached stats, so
// Today % changes with the tick instead of after the refetch.
import type { ApolloCache } from '@apollo/client';

export function adjustCachedStats(cache: ApolloCache, delta: 1 | -1): void {
  const clamp = (value: number, total: number) => Math.min(total, Math.max(0, value + delta));
  cache.modify({
    // PrayerStats is a singleton (keyFields: []): its cache id has no key.
    id: 'PrayerStats:{}',
    fields: {
      todayCompleted: (value: number, { readField }) => clamp(value, readField<number>('todayTotal') ?? 5),
      weekCompleted: (value: number, { readField }) => clamp(value, readField<number>('weekTotal') ?? 35),
    },
  });
}
