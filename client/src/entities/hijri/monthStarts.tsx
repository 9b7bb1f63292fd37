// The month starts announced for the user's country (issue 32, item 5), as the
// engine's hijriDate takes them. Every screen reads them here: the stored list
// of the country of the user's place (announcements.ts, kept in the browser so it
// holds offline and at first paint, and filled and kept live by Home's
// AnnouncementsSync); with none known the Umm al-Qura table stands.
import type { MonthStart } from '@prayer-companion/engine';
import { useCurrentUser } from '../users/CurrentUserContext.tsx';
import { prayerPlaceOf } from '../users/prayerPlace.ts';
import { useAnnouncedMonthStarts } from './announcements.ts';

/** The announced month starts for the user's country (empty when none are known). */
export function useMonthStarts(): readonly MonthStart[] {
  const { user } = useCurrentUser();
  return useAnnouncedMonthStarts(prayerPlaceOf(user).location.country_code);
}
