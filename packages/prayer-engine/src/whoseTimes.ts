// Whose times (issue 41 item 3): the one answer to "which place, zone, settings
// and table give this user's prayer times". Home, the timetable, the Hijri
// calendar, the calendar feed, the reminders, the stats' 'today' and the
// mosque override all ask here, in the browser and on the server, so they can
// never disagree. The rule, in order:
//   1. a followed mosque whose times the user chose to follow (and that is not
//      hidden): its place, its zone, its settings and its kept published rows;
//   2. the user's own saved place with their saved settings;
//   3. one fallback, for a user with no usable place: DEFAULT_PLACE (London),
//      as the app has always shown a new user (decisions.md 32).
// The stored settings (any shape) are brought into shape here, with the chosen
// place's defaults. Pure: no clock, no network; the caller supplies how to find
// a zone for coordinates whose saved zone is unusable.
import { DEFAULT_PLACE } from './defaultPlace.ts';
import type { PlaceInput } from './compute.ts';
import { normalizePrayerSettings } from './settings.ts';
import type { KeptTable } from './tableDay.ts';
import type { PrayerSettings } from './types.ts';
import { isValidTimeZone } from './zone.ts';

/** A saved place (User.location, the client's UserLocation), as times need it. */
export interface TimesLocation {
  id?: string | null;
  name: string;
  city: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
  /** The zone as saved: may be unusable (then `WhoseTimes.zone` is looked up). */
  timezone: string;
  elevation?: number | null;
}

/** A mosque whose times the user follows, as the caller read it from storage. */
export interface FollowedTimes {
  /** Where its times are computed, and the names the screens show for it. */
  location: TimesLocation;
  /** Its stored prayer settings (any shape). */
  prayerSettings: unknown;
  /** Its kept published rows, used on their dates; null when none. */
  table?: KeptTable;
  /** Hidden by reports: its followers' own times apply meanwhile. */
  hidden?: boolean;
}

/**
 * Everything that decides a user's times. An object, so that later inputs
 * (issue 43: the saved places with an active one, travel on a day) are new
 * optional fields and no caller changes.
 */
export interface TimesOwner {
  /** The user's saved place (stored JSON, any shape); null when none. */
  location: unknown;
  /** The user's stored prayer settings (JSON, any shape). */
  prayerSettings: unknown;
  /** The mosque whose times the user chose to follow, or null. */
  followed?: FollowedTimes | null;
}

export interface WhoseTimesOptions {
  /**
   * The zone at coordinates whose saved zone is unusable: the server looks it up
   * (tz-lookup), the browser takes the device's (decision 9). UTC when not given.
   */
  zoneAt?: (latitude: number, longitude: number) => string;
}

export interface WhoseTimes {
  /** Whose times these are: a followed mosque's, the user's own place, or the fallback. */
  source: 'mosque' | 'own' | 'default';
  /** The place as saved (names for the screens; its timezone as saved). */
  location: TimesLocation;
  /** What the engine computes with; `place.timezone` is `zone`. */
  place: PlaceInput;
  /** The zone of the user's day: their 'today' is the date here. */
  zone: string;
  settings: PrayerSettings;
  /** A followed mosque's kept rows, or null. */
  table: KeptTable;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A stored place the engine can compute for (coordinates, not the 0,0 of an unset form), filled from the fallback. */
export function usableLocation(value: unknown): TimesLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const l = value as Partial<TimesLocation>;
  if (!isNumber(l.latitude) || !isNumber(l.longitude) || (l.latitude === 0 && l.longitude === 0)) return null;
  // The fallback fills missing names, never its id (the place chosen in a search is marked by id).
  const { id: _londonId, ...fill } = DEFAULT_PLACE;
  return { ...fill, ...l } as TimesLocation;
}

function resolve(source: WhoseTimes['source'], location: TimesLocation, prayerSettings: unknown, table: KeptTable, options: WhoseTimesOptions): WhoseTimes {
  // Decision 9: the place's own zone; only when it is unusable, the caller's look-up.
  const zone = isValidTimeZone(location.timezone) ? location.timezone : (options.zoneAt?.(location.latitude, location.longitude) ?? 'UTC');
  const place: PlaceInput = {
    latitude: location.latitude,
    longitude: location.longitude,
    timezone: zone,
    countryCode: location.country_code,
    elevation: location.elevation ?? undefined,
  };
  const settings = normalizePrayerSettings(prayerSettings, { countryCode: location.country_code, latitude: location.latitude, longitude: location.longitude });
  return { source, location, place, zone, settings, table: table ?? null };
}

/** The place, zone, settings and table that give `owner`'s times (the rule at the top of this file). */
export function whoseTimes(owner: TimesOwner, options: WhoseTimesOptions = {}): WhoseTimes {
  const followed = owner.followed;
  if (followed && !followed.hidden) return resolve('mosque', followed.location, followed.prayerSettings, followed.table, options);
  const own = usableLocation(owner.location);
  if (own) return resolve('own', own, owner.prayerSettings, null, options);
  return resolve('default', { ...DEFAULT_PLACE }, owner.prayerSettings, null, options);
}
