// A follower's times come from the mosque they follow (decision 26): the
// calendar feed and the reminders plan with the mosque's place and settings
// instead of the user's own, and on the dates of its kept published table with
// that table's rows (packages/prayer-engine/src/tableDay.ts), until they unfollow (or
// while the mosque is hidden by reports, when the user's own apply).
import type { Mosque } from '../../../prisma/generated/client/client.ts';
import type { KeptTable } from '@prayer-companion/engine/tableDay';
import type { TimetableRow } from '@prayer-companion/engine/timetableRows';

export interface TimesOwner {
  location: unknown;
  prayerSettings: unknown;
  mosqueFollow?: { mosque: Mosque; iqamaReminder: number | null } | null;
}

export interface OwnedSource {
  location: unknown;
  prayerSettings: unknown;
  /** The mosque's kept published rows (used on their dates), or null. */
  timetable: KeptTable;
}

/** What to compute with: the followed mosque's place, settings and kept table, or the user's own. */
export function timesOwnerSource(user: TimesOwner): OwnedSource {
  const mosque = user.mosqueFollow?.mosque;
  if (!mosque || mosque.hiddenAt) return { location: user.location, prayerSettings: user.prayerSettings, timetable: null };
  return {
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
    timetable: Array.isArray(mosque.timetable) ? (mosque.timetable as unknown as TimetableRow[]) : null,
  };
}

/** The Prisma selection the callers add to their user query. */
export const FOLLOWED_MOSQUE = { select: { mosque: true, iqamaReminder: true } } as const;
