// The place and settings the times screens compute with: the engine's one
// rule, whoseTimes (packages/prayer-engine/src/whoseTimes.ts): the user's saved
// location (London when none) with their saved settings brought into shape
// (empty → the place's defaults); with `followed`, a followed mosque's place,
// settings and kept rows (entities/mosque/timesPlace.ts).
import { whoseTimes, type FollowedTimes, type PlaceInput, type PrayerSettings } from '@prayer-companion/engine';
import type { KeptTable } from '@prayer-companion/engine/tableDay';
import { deviceTimeZone } from '../../shared/time/deviceTimeZone.ts';
import type { AppUser, UserLocation } from './appUser.ts';

export interface PrayerPlace {
  location: UserLocation;
  place: PlaceInput;
  settings: PrayerSettings;
}

export interface UserTimes extends PrayerPlace {
  /** A followed mosque's kept rows, or null. */
  table: KeptTable;
}

// Decision 9: the place's own zone; the device's only when it is unusable.
const zoneAt = () => deviceTimeZone();

/** The user's times: their own place, or `followed`'s when they follow a mosque's times. */
export function userTimesOf(user: AppUser, followed: FollowedTimes | null = null): UserTimes {
  const { location, place, settings, table } = whoseTimes({ location: user.location, prayerSettings: user.prayerSettings, followed }, { zoneAt });
  return { location, place, settings, table };
}

/** The user's own place (finding a mosque near them, the Islamic year, the ledger). */
export function prayerPlaceOf(user: AppUser): PrayerPlace {
  const { location, place, settings } = userTimesOf(user);
  return { location, place, settings };
}
