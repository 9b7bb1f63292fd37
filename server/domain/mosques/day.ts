// A mosque row's times on a day, through the engine the client runs too
// (packages/prayer-engine/src/mosqueDay.ts), so the page, the REST profile and the
// prayer-hall screen computing offline agree.
import type { Mosque } from '../../../prisma/generated/client/client.ts';
import type { TimetableRow } from '@prayer-companion/engine/fit';
import { mosqueDay, type MosqueDay, type MosqueTimesInput } from '@prayer-companion/engine/mosqueDay';
import { todayAt } from '@prayer-companion/engine';
import { iqamaRules } from './store.ts';

export const timesInput = (m: Mosque): MosqueTimesInput => ({
  latitude: m.latitude,
  longitude: m.longitude,
  timezone: m.timezone,
  countryCode: m.countryCode,
  prayerSettings: m.prayerSettings,
  timetable: Array.isArray(m.timetable) ? (m.timetable as unknown as TimetableRow[]) : null,
  iqama: iqamaRules(m),
});

export const mosqueToday = (m: Mosque, now: Date): string => todayAt(m.timezone, now);

export function dayOf(m: Mosque, date: string): MosqueDay {
  const day = mosqueDay(timesInput(m), date);
  // The place was checked when it was stored: an unusable one is a bug, not input.
  if (!day) throw new Error(`Mosque ${m.slug}: times cannot be computed for ${date}`);
  return day;
}
