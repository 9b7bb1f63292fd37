// Whose times on the server: the engine's one rule (packages/prayer-engine/src/whoseTimes.ts)
// with the server's zone look-up for a saved zone Intl no longer knows. Every
// server reader of a user's place, zone or prayer settings (the feed, the
// reminders, the stats' and ledger's 'today', the Hijri calendar, the day rules)
// asks here; the stored settings are brought into shape inside that rule.
import tzlookup from '@photostructure/tz-lookup';
import { whoseTimes, type FollowedTimes, type WhoseTimes } from '@prayer-companion/engine';

/**
 * The User columns the rule reads: every loader selects exactly these, so a new
 * input (issue 43: saved places, travel) is added here and in the engine, not in
 * each caller.
 */
export const TIMES_FIELDS = { location: true, prayerSettings: true } as const;

export interface StoredOwner {
  location: unknown;
  prayerSettings: unknown;
}

/** A user's times: `followed` when they follow a mosque's times (mosques/followed-source.ts), else their own place. */
export function userTimes(user: StoredOwner, followed: FollowedTimes | null = null): WhoseTimes {
  return whoseTimes({ location: user.location, prayerSettings: user.prayerSettings, followed }, { zoneAt: tzlookup });
}
