// The user's settings as the form edits them: saved values normalized, or the
// place's defaults when nothing was saved.
import { normalizePrayerSettings, type PrayerSettings } from '@prayer-companion/engine';
import type { AppUser } from '../../entities/users/appUser.ts';

export function currentPrayerSettings(user: AppUser): PrayerSettings {
  return normalizePrayerSettings(user.prayerSettings, {
    countryCode: user.location?.country_code,
    latitude: user.location?.latitude,
    longitude: user.location?.longitude,
  });
}
