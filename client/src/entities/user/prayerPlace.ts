// The place and settings Home computes with: the user's saved location (London
// when none) and saved settings normalized by the engine (empty → defaults from
// country and latitude).
import { isValidTimeZone, normalizePrayerSettings, type PlaceInput, type PrayerSettings } from '@prayer-companion/engine';
import { deviceTimeZone } from '../../shared/time/deviceTimeZone.ts';
import { LONDON, type AppUser, type UserLocation } from './appUser.ts';

export interface PrayerPlace {
  location: UserLocation;
  place: PlaceInput;
  settings: PrayerSettings;
}

export function prayerPlaceOf(user: AppUser): PrayerPlace {
  const location = user.location ?? LONDON;
  // Decision 9: the place's own zone; the device's only when it is unusable.
  const timezone = isValidTimeZone(location.timezone) ? location.timezone : deviceTimeZone();
  const place: PlaceInput = {
    latitude: location.latitude,
    longitude: location.longitude,
    timezone,
    countryCode: location.country_code,
    elevation: location.elevation ?? undefined,
  };
  const settings = normalizePrayerSettings(user.prayerSettings, {
    countryCode: location.country_code,
    latitude: location.latitude,
    longitude: location.longitude,
  });
  return { location, place, settings };
}
