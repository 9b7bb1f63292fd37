// The place, settings and kept table the times screens compute with (issue 33,
// item 4): the followed mosque's (its coordinates and zone, its settings, its
// published rows on their dates), else the user's own. The rule is the engine's
// whoseTimes (entities/users/prayerPlace.ts userTimesOf); this file only says how
// the followed mosque is named on the screens.
// Finding a mosque 'near me' keeps using the user's own place.
import { useMemo } from 'react';
import type { AppUser } from '../users/appUser.ts';
import { userTimesOf, type UserTimes } from '../users/prayerPlace.ts';
import { useFollowedTimes, type FollowedTimes } from './followedMosque.ts';
import { useZoneTable } from '../geo/useZoneTable.ts';

export interface TimesPlace extends UserTimes {
  /** The followed mosque, or null when the times are the user's own. */
  mosque: FollowedTimes | null;
}

export function timesPlaceOf(user: AppUser, mosque: FollowedTimes | null): TimesPlace {
  if (!mosque) return { ...userTimesOf(user), mosque: null };
  // The header and the timetable's title name the mosque's city; the source line names the mosque.
  const location = { name: mosque.city || mosque.name, city: mosque.city, country: user.location?.country_code === mosque.countryCode ? (user.location?.country ?? '') : '', country_code: mosque.countryCode, latitude: mosque.latitude, longitude: mosque.longitude, timezone: mosque.timezone };
  return { ...userTimesOf(user, { location, prayerSettings: mosque.prayerSettings, table: mosque.timetable }), mosque };
}

export function useTimesPlace(user: AppUser): TimesPlace {
  'use memo';
  const mosque = useFollowedTimes(user.id);
  const times = useMemo(() => timesPlaceOf(user, mosque), [user, mosque]);
  useZoneTable(times.place.countryCode);
  return times;
}
