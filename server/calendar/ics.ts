// The iCalendar text of a feed: one event per prayer (the five, no sunrise) for
// the next 30 days at the user's place, computed with the client's own engine
// for the user's saved location and settings. Times are written in UTC (the
// instants are exact, so every calendar shows them right in any zone); the
// place's zone and local time are in each event's description.
import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import tzlookup from '@photostructure/tz-lookup';
import {
  FIVE_PRAYERS,
  computePrayerTimes,
  isValidTimeZone,
  normalizePrayerSettings,
  todayAt,
  type PlaceInput,
} from '../../client/src/prayer/index.ts';
import { LONDON, type UserLocation } from '../../client/src/shared/user/appUser.ts';
import { serverTexts } from '../i18n/texts.ts';

export const FEED_DAYS = 30;
/** How long each event lasts in a calendar. */
const EVENT_MINUTES = 15;

export interface FeedInput {
  /** Stable across refreshes, so calendars update events instead of duplicating them. */
  feedId: string;
  /** The user's saved location (JSON column); London when none, as the app shows. */
  location: unknown;
  /** The user's saved prayer settings (JSON column), normalized here like the app does. */
  prayerSettings: unknown;
  /** The user's saved language (event titles and descriptions); English when none. */
  language?: unknown;
  /** Minutes before each prayer for an alarm; null for none. */
  alarmMinutes: number | null;
  now: Date;
}

function usableLocation(value: unknown): UserLocation {
  const l = value as Partial<UserLocation> | null;
  const ok = l && typeof l.latitude === 'number' && typeof l.longitude === 'number' && (l.latitude !== 0 || l.longitude !== 0);
  return ok ? ({ ...LONDON, ...l } as UserLocation) : LONDON;
}

/** The place the app computes for: the saved zone, or the zone at the coordinates when it is unusable. */
export function feedPlace(value: unknown): { location: UserLocation; place: PlaceInput } {
  const location = usableLocation(value);
  const timezone = isValidTimeZone(location.timezone) ? location.timezone : tzlookup(location.latitude, location.longitude);
  return {
    location,
    place: {
      latitude: location.latitude,
      longitude: location.longitude,
      timezone,
      countryCode: location.country_code,
      elevation: location.elevation ?? undefined,
    },
  };
}

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export function buildFeed({ feedId, location: saved, prayerSettings, language, alarmMinutes, now }: FeedInput): string {
  const texts = serverTexts(language);
  const { location, place } = feedPlace(saved);
  const settings = normalizePrayerSettings(prayerSettings, {
    countryCode: location.country_code,
    latitude: location.latitude,
    longitude: location.longitude,
  });
  const calendar = ical({
    name: texts.calendarName(location.city || location.name),
    description: texts.calendarDescription(location.name, FEED_DAYS),
    prodId: { company: 'Prayer Companion', product: 'Calendar feed', language: texts.language.toUpperCase() },
    // Calendars refresh a subscription about this often (X-PUBLISHED-TTL / REFRESH-INTERVAL).
    ttl: 12 * 60 * 60,
  });
  const today = todayAt(place.timezone, now);
  for (let i = 0; i < FEED_DAYS; i++) {
    const date = addDay(today, i);
    const times = computePrayerTimes(place, date, settings);
    if (!times) continue;
    for (const prayer of FIVE_PRAYERS) {
      const start = times.instants[prayer];
      const event = calendar.createEvent({
        id: `${date}-${prayer}-${feedId}@prayer-companion`,
        summary: texts.prayerName(prayer),
        description: texts.eventDescription(prayer, times[prayer], location.name, place.timezone),
        start,
        end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
        stamp: now,
        transparency: ICalEventTransparency.TRANSPARENT,
      });
      if (alarmMinutes !== null) {
        event.createAlarm({
          type: ICalAlarmType.display,
          triggerBefore: alarmMinutes * 60,
          description: texts.alarm(prayer, alarmMinutes),
        });
      }
    }
  }
  return calendar.toString();
}
