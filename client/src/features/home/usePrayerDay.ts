// Today's times at the user's place, recomputed only when the place's calendar
// day or the settings change (the clock ticking does not recompute them).
import { useMemo } from 'react';
import { computePrayerTimes, todayAt, type DayPrayerTimes } from '../../prayer/index.ts';
import type { AppUser } from '../../shared/user/appUser.ts';
import { prayerPlaceOf, type PrayerPlace } from '../../shared/user/prayerPlace.ts';

export interface PrayerDay extends PrayerPlace {
  /** The place's calendar day, 'YYYY-MM-DD'. */
  date: string;
  times: DayPrayerTimes | null;
}

export function usePrayerDay(user: AppUser, now: Date): PrayerDay {
  'use memo';
  const placeAndSettings = useMemo(() => prayerPlaceOf(user), [user]);
  const date = todayAt(placeAndSettings.place.timezone, now);
  const times = useMemo(
    () => computePrayerTimes(placeAndSettings.place, date, placeAndSettings.settings),
    [placeAndSettings, date],
  );
  return { ...placeAndSettings, date, times };
}
