// The mosque the user follows, as the screens that show times compute with it
// (issue 33, item 4: Home, the timetable). The mosque feature fetches it and
// keeps it live (features/mosque/useFollowedSync.ts) and writes it here; the
// screens read it here, so no feature imports another. Kept in localStorage
// per user: Home's first paint, and a visit offline, already show the mosque's
// times instead of flashing the user's own.
import { useSyncExternalStore } from 'react';
import type { IqamaRule } from '@prayer-companion/engine/mosqueDay';
import type { TimetableRow } from '@prayer-companion/engine/timetableRows';
import { readJson, removeKey, writeJson } from '../../shared/storage/safeStorage.ts';

export interface FollowedTimes {
  slug: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  timezone: string;
  countryCode: string;
  prayerSettings: unknown;
  /** Its published rows, kept when the fit is not exact (used on their dates). */
  timetable: TimetableRow[] | null;
  iqama: IqamaRule[];
  /** Jumu'ah times, 'HH:MM'. */
  jumuah: string[];
}

const key = (userId: string) => `followed-mosque:${userId}`;
const cache = new Map<string, { text: string; value: FollowedTimes | null }>();
const listeners = new Set<() => void>();

function current(userId: string): FollowedTimes | null {
  let entry = cache.get(userId);
  if (!entry) {
    const value = readJson<FollowedTimes>(key(userId));
    entry = { text: JSON.stringify(value), value: value && typeof value.slug === 'string' ? value : null };
    cache.set(userId, entry);
  }
  return entry.value;
}

/** Records what the server says the user follows (null: nothing); screens update when it changed. */
export function setFollowedTimes(userId: string, value: FollowedTimes | null): void {
  const text = JSON.stringify(value);
  if (cache.get(userId)?.text === text) return;
  cache.set(userId, { text, value });
  if (value) writeJson(key(userId), value);
  else removeKey(key(userId));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The mosque whose times this user's screens show, or null for the user's own. */
export function useFollowedTimes(userId: string | null | undefined): FollowedTimes | null {
  return useSyncExternalStore(subscribe, () => (userId ? current(userId) : null));
}
