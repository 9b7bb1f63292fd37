// A follower's times come from the mosque they follow (decision 26): the
// calendar feed and the reminders plan with the mosque's place and settings
// instead of the user's own (the rule is the engine's whoseTimes), and on the dates of its kept published table with
// that table's rows (packages/prayer-engine/src/tableDay.ts), until they unfollow (or
// while the mosque is hidden by reports, when the user's own apply).
import type { Mosque } from '../../../prisma/generated/client/client.ts';
import type { FollowedTimes } from '@prayer-companion/engine';
import type { TimetableRow } from '@prayer-companion/engine/timetableRows';

export interface TimesOwner {
  mosqueFollow?: { mosque: Mosque; iqamaReminder: number | null } | null;
}

/** The followed mosque as the engine's whose-times rule takes it (days/whose.ts), or null. */
export function followedTimes(user: TimesOwner): FollowedTimes | null {
  const mosque = user.mosqueFollow?.mosque;
  if (!mosque) return null;
  return {
    // Key order kept: the calendar feed's version hashes this object (feed-version.ts).
    location: {
      name: mosque.name,
      city: mosque.city,
      country: mosque.countryCode,
      country_code: mosque.countryCode,
      latitude: mosque.latitude,
      longitude: mosque.longitude,
      timezone: mosque.timezone,
    },
    prayerSettings: mosque.prayerSettings,
    table: Array.isArray(mosque.timetable) ? (mosque.timetable as unknown as TimetableRow[]) : null,
    hidden: mosque.hiddenAt !== null,
  };
}

/** The Prisma selection the callers add to their user query. */
export const FOLLOWED_MOSQUE = { select: { mosque: true, iqamaReminder: true } } as const;
