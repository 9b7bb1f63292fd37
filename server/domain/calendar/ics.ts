// The iCalendar text of a feed: one event per prayer (the five, no sunrise) for
// the next 30 days at the user's place, computed with the browser's own engine
// for the user's saved location and settings, plus imsak on the days of
// Ramadan and, when the user asked, the days of the Islamic year as all-day
// events (issue 32). Times are written in UTC (the instants are exact, so
// every calendar shows them right in any zone); the place's zone and local
// time are in each event's description.
import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import { FIVE_PRAYERS, hijriDate, todayAt, type FollowedTimes, type MonthStart } from '@prayer-companion/engine';
import { islamicDay, notedDay } from '@prayer-companion/engine/islamicDays';
import { tableTimes } from '@prayer-companion/engine/tableDay';
import { userTimes } from '../days/whose.ts';
import { islamicDayTexts } from '../../i18n/islamicDayTexts.ts';
import { localDigits, serverTexts } from '../../i18n/texts.ts';
import { icsText } from './ics-text.ts';
import { oneLine } from '../text/one-line.ts';

export const FEED_DAYS = 30;
/** How long each event lasts in a calendar. */
const EVENT_MINUTES = 15;

export interface FeedInput {
  /** Stable across refreshes, so calendars update events instead of duplicating them. */
  feedId: string;
  /** The user's saved location (JSON column); London when none, as the app shows (days/whose.ts). */
  location: unknown;
  /** The user's saved prayer settings (JSON column), brought into shape by the whose-times rule. */
  prayerSettings: unknown;
  /** A followed mosque's times (mosques/followed-source.ts): its place, settings and kept rows win. */
  followed?: FollowedTimes | null;
  /** The user's saved language (event titles and descriptions); English when none. */
  language?: unknown;
  /** Minutes before each prayer for an alarm; null for none. */
  alarmMinutes: number | null;
  /** Also the days of the Islamic year and the voluntary fasts, as all-day events. */
  islamicDays?: boolean;
  /** Month starts announced for the user's country (the engine's hijriDate); none: the Umm al-Qura table. */
  announcements?: readonly MonthStart[];
  now: Date;
}

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export function buildFeed({ feedId, location: saved, prayerSettings, followed, language, alarmMinutes, islamicDays, announcements, now }: FeedInput): string {
  const texts = serverTexts(language);
  const dayTexts = islamicDayTexts(language);
  const { location, place, settings, table: timetable } = userTimes({ location: saved, prayerSettings }, followed);
  // Stored places may predate the API's refusal of control characters (issue 28).
  const [placeName, city] = [oneLine(String(location.name ?? '')), oneLine(String(location.city ?? ''))];
  const calendar = ical({
    // ical-generator writes these two as given: escaped here (its event properties it escapes itself).
    name: icsText(texts.calendarName(city || placeName)),
    description: icsText(texts.calendarDescription(placeName, FEED_DAYS)),
    prodId: { company: 'Prayer Companion', product: 'Calendar feed', language: texts.language.toUpperCase() },
    // Calendars refresh a subscription about this often (X-PUBLISHED-TTL / REFRESH-INTERVAL).
    ttl: 12 * 60 * 60,
  });
  const today = todayAt(place.timezone, now);
  for (let i = 0; i < FEED_DAYS; i++) {
    const date = addDay(today, i);
    const hijri = hijriDate(date, 'UTC', settings.hijri_adjustment ?? 0, announcements);
    if (islamicDays && hijri) {
      const noted = notedDay(hijri.day, islamicDay(hijri, new Date(`${date}T12:00:00Z`).getUTCDay()));
      if (noted) {
        calendar.createEvent({
          id: `${date}-islamic-day-${feedId}@prayer-companion`,
          summary: dayTexts.dayTitle(noted),
          start: new Date(`${date}T00:00:00Z`),
          allDay: true,
          stamp: now,
          transparency: ICalEventTransparency.TRANSPARENT,
        });
      }
    }
    const times = tableTimes(place, date, settings, timetable);
    if (!times) continue;
    // Imsak on the days of Ramadan (the user's Hijri date), with no alarm of its own.
    if (hijri?.month === 9) {
      calendar.createEvent({
        id: `${date}-imsak-${feedId}@prayer-companion`,
        summary: dayTexts.imsak,
        description: `${dayTexts.ramadanDay(localDigits(texts.language, String(hijri.day)))} · ${times.imsak} (${place.timezone})`,
        start: times.instants.imsak,
        end: new Date(times.instants.imsak.getTime() + EVENT_MINUTES * 60_000),
        stamp: now,
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
    for (const prayer of FIVE_PRAYERS) {
      const start = times.instants[prayer];
      const event = calendar.createEvent({
        id: `${date}-${prayer}-${feedId}@prayer-companion`,
        summary: texts.prayerName(prayer),
        description: texts.eventDescription(prayer, times[prayer], placeName, place.timezone),
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
