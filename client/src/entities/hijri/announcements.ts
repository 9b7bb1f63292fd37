// The month starts announced for the user's country (issue 32, decision 25),
// for the engine's Hijri date and for Home. The list is kept in the browser
// (so it holds offline and at first paint, before any network), filled and
// kept live by AnnouncementsSync.tsx (the query and the subscription, loaded
// with the Apollo Client); every component that reads it renders again when
// a new announcement arrives.
import { useSyncExternalStore } from 'react';
import type { MonthStart } from '@prayer-companion/engine/announcedHijri';
import { readJson, writeJson } from '../../shared/storage/safeStorage.ts';

export type { MonthStart };

const KEY = 'pc.hijri.announcements.';
const NONE: readonly MonthStart[] = [];
const lists = new Map<string, readonly MonthStart[]>();
const listeners = new Set<() => void>();

const normal = (country: string) => country.trim().toUpperCase();

/** The stored list of a country, the same array until it changes. */
export function storedAnnouncements(country: string | null | undefined): readonly MonthStart[] {
  if (!country) return NONE;
  const code = normal(country);
  let list = lists.get(code);
  if (!list) {
    const stored = readJson<MonthStart[]>(KEY + code);
    list = Array.isArray(stored) ? stored : NONE;
    lists.set(code, list);
  }
  return list;
}

/** Replaces a country's list (the server's answer) or adds one announcement (the subscription's). */
export function saveAnnouncements(country: string, update: readonly MonthStart[] | MonthStart): void {
  const code = normal(country);
  const current = storedAnnouncements(code);
  const next = Array.isArray(update)
    ? update.map(({ month, start }) => ({ month, start }))
    : [...current.filter((a) => a.month !== (update as MonthStart).month), { month: (update as MonthStart).month, start: (update as MonthStart).start }];
  next.sort((a, b) => a.month.localeCompare(b.month));
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  lists.set(code, next);
  writeJson(KEY + code, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The announced month starts of `country` (ISO alpha-2), oldest first; [] when none or no country. */
export function useAnnouncedMonthStarts(country: string | null | undefined): readonly MonthStart[] {
  return useSyncExternalStore(subscribe, () => storedAnnouncements(country), () => NONE);
}
