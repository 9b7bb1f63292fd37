// A mosque's times in the browser, computed locally from what the server sent
// (its settings, kept table and iqama rules) with the same engine the server
// uses (prayer/mosqueDay.ts): the prayer-hall screen keeps counting down with
// the network gone, and every screen agrees with GET /api/mosques/{slug}.
import { FIVE_PRAYERS, todayAt, type FivePrayer } from '@prayer-companion/engine';
import { instantAt, mosqueDay, type IqamaRule, type MosqueDay, type MosqueTimesInput } from '@prayer-companion/engine/mosqueDay';
import type { MosqueFieldsFragment } from '../../gql/graphql.ts';

export type MosqueData = MosqueFieldsFragment;

const clean = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([k, v]) => v !== null && k !== '__typename')) as T;

export function timesInput(m: MosqueData): MosqueTimesInput {
  return {
    latitude: m.latitude,
    longitude: m.longitude,
    timezone: m.timezone,
    countryCode: m.countryCode,
    prayerSettings: m.prayerSettings,
    timetable: m.timetable ? m.timetable.map((r) => clean({ ...r })) as MosqueTimesInput['timetable'] : null,
    iqama: m.iqamaRules.map((r) => clean({ ...r }) as unknown as IqamaRule),
  };
}

export const mosqueDate = (m: MosqueData, now: Date) => todayAt(m.timezone, now);

export const dayOfMosque = (m: MosqueData, date: string): MosqueDay | null => mosqueDay(timesInput(m), date);

export interface NextMoment {
  prayer: FivePrayer;
  /** The adhan is still ahead, or it has passed and the iqama is ahead. */
  phase: 'adhan' | 'iqama';
  at: Date;
}

const nextDate = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The next adhan or iqama from now (tomorrow's Fajr after Isha's iqama). */
export function nextMoment(m: MosqueData, now: Date): NextMoment | null {
  const today = mosqueDate(m, now);
  for (const date of [today, nextDate(today)]) {
    const day = dayOfMosque(m, date);
    if (!day) return null;
    for (const prayer of FIVE_PRAYERS) {
      const adhan = instantAt(date, day.times[prayer], m.timezone);
      if (adhan > now) return { prayer, phase: 'adhan', at: adhan };
      const iqama = day.iqama[prayer];
      if (iqama) {
        const at = instantAt(date, iqama, m.timezone);
        if (at > now) return { prayer, phase: 'iqama', at };
      }
    }
  }
  return null;
}

/** Jumu'ah is shown on Fridays at the mosque. */
export const isFridayAt = (m: MosqueData, now: Date) => new Date(`${mosqueDate(m, now)}T12:00:00Z`).getUTCDay() === 5;

/** Announcements started and not yet expired (the server sends those still to start too; a screen left on keeps checking). */
export const currentAnnouncements = (m: MosqueData, now: Date) =>
  m.announcements.filter((a) => (!a.startsAt || new Date(a.startsAt) <= now) && (!a.expiresAt || new Date(a.expiresAt) > now));
