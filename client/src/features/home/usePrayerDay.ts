// Today's times at the user's place, recomputed only when the place's calendar
// day or the settings change (the clock ticking does not recompute them). A
// followed mosque's times replace the user's own (issue 33): its place and
// settings, its kept published row on the day, and its iqama for the day.
import { useMemo } from 'react';
import { FIVE_PRAYERS, todayAt, type DayPrayerTimes, type FivePrayer } from '@prayer-companion/engine';
import { mosqueDay } from '@prayer-companion/engine/mosqueDay';
import { tableTimes } from '@prayer-companion/engine/tableDay';
import type { AppUser } from '../../entities/users/appUser.ts';
import { useTimesPlace, type TimesPlace } from '../../entities/mosque/timesPlace.ts';

export interface PrayerDay extends TimesPlace {
  /** The place's calendar day, 'YYYY-MM-DD'. */
  date: string;
  times: DayPrayerTimes | null;
  /** The followed mosque's iqama per prayer ('HH:MM' or null); null when no mosque is followed. */
  iqama: Record<FivePrayer, string | null> | null;
  /** The followed mosque's iqama of a prayer on any date (the next prayer may be tomorrow's Fajr). */
  iqamaOn: ((date: string, prayer: FivePrayer) => string | null) | null;
}

const NO_IQAMA = Object.fromEntries(FIVE_PRAYERS.map((p) => [p, null])) as Record<FivePrayer, string | null>;

export function usePrayerDay(user: AppUser, now: Date): PrayerDay {
  'use memo';
  const source = useTimesPlace(user);
  const date = todayAt(source.place.timezone, now);
  const times = useMemo(() => tableTimes(source.place, date, source.settings, source.table), [source, date]);
  // The mosque's day as mosqueDay reads it, built once for today's iqama and any other day's.
  const mosqueInput = useMemo(() => {
    const { mosque } = source;
    return mosque ? { ...source.place, prayerSettings: mosque.prayerSettings, timetable: mosque.timetable, iqama: mosque.iqama } : null;
  }, [source]);
  const iqamaOn = useMemo(
    () => (mosqueInput ? (on: string, prayer: FivePrayer) => mosqueDay(mosqueInput, on)?.iqama[prayer] ?? null : null),
    [mosqueInput],
  );
  const iqama = useMemo(() => (mosqueInput ? (mosqueDay(mosqueInput, date)?.iqama ?? NO_IQAMA) : null), [mosqueInput, date]);
  return { ...source, date, times, iqama, iqamaOn };
}
