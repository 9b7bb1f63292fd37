// The place, settings and kept table the times screens compute with (issue 33,
// item 4): the followed mosque's (its coordinates and zone, its settings, its
// published rows on their dates), else the user's own (prayerPlace.ts).
// Finding a mosque 'near me' keeps using the user's own place.
import { useMemo } from 'react';
import { normalizePrayerSettings, type PlaceInput } from '@prayer-companion/engine';
import type { KeptTable } from '@prayer-companion/engine/tableDay';
import type { AppUser } from '../user/appUser.ts';
import { prayerPlaceOf, type PrayerPlace } from '../user/prayerPlace.ts';
import { useFollowedTimes, type FollowedTimes } from './followedMosque.ts';

export interface TimesPlace extends PrayerPlace {
  /** The followed mosque's kept rows, or null. */
  table: KeptTable;
  /** The followed mosque, or null when the times are the user's own. */
  mosque: FollowedTimes | null;
}

export function timesPlaceOf(user: AppUser, mosque: FollowedTimes | null): TimesPlace {
  if (!mosque) return { ...prayerPlaceOf(user), table: null, mosque: null };
  const place: PlaceInput = { latitude: mosque.latitude, longitude: mosque.longitude, timezone: mosque.timezone, countryCode: mosque.countryCode };
  const settings = normalizePrayerSettings(mosque.prayerSettings, { countryCode: mosque.countryCode, latitude: mosque.latitude, longitude: mosque.longitude });
  // The header and the timetable's title name the mosque's city; the source line names the mosque.
  const location = { name: mosque.city || mosque.name, city: mosque.city, country: user.location?.country_code === mosque.countryCode ? (user.location?.country ?? '') : '', country_code: mosque.countryCode, latitude: mosque.latitude, longitude: mosque.longitude, timezone: mosque.timezone };
  return { location, place, settings, table: mosque.timetable, mosque };
}

export function useTimesPlace(user: AppUser): TimesPlace {
  'use memo';
  const mosque = useFollowedTimes(user.id);
  return useMemo(() => timesPlaceOf(user, mosque), [user, mosque]);
}
