// Time logic of spec section 4. Pure: `now` is always passed in, so tests
// (and a ticking UI) drive it.
import { type PlaceInput, type SettingsInput } from './compute.ts';
import { tableTimes, type KeptTable } from './tableDay.ts';
import { FIVE_PRAYERS, TIME_NAMES, type DayPrayerTimes, type FivePrayer, type TimeNameOrNone } from './types.ts';
import { addDays, formatYmd, isValidTimeZone, parseYmd, todayAt } from './zone.ts';

export type PrayerStatus = 'passed' | 'current' | 'upcoming';
export type StatusLabel = 'Missed' | 'Current' | 'Upcoming' | 'Completed';

const HOUR = 3_600_000;

/**
 * The latest of the six times that has begun ('none' before fajr). Same
 * comparisons (time <= now) as adhan's PrayerTimes.currentPrayer.
 */
export function currentPrayer(times: DayPrayerTimes, now: Date): TimeNameOrNone {
  let current: TimeNameOrNone = 'none';
  for (const name of TIME_NAMES) if (times.instants[name].getTime() <= now.getTime()) current = name;
  return current;
}

/** The time after the current one; 'none' once isha has begun (as adhan's nextPrayer). */
export function nextPrayer(times: DayPrayerTimes, now: Date): TimeNameOrNone {
  return TIME_NAMES.find((name) => times.instants[name].getTime() > now.getTime()) ?? 'none';
}

/** When a prayer's time ends: the next time of the day (fajr ends at sunrise). Isha lasts past the day. */
function windowEnd(times: DayPrayerTimes, prayer: FivePrayer): Date | null {
  const next = TIME_NAMES[TIME_NAMES.indexOf(prayer) + 1];
  return next ? times.instants[next] : null;
}

/**
 * upcoming: its time has not begun. current: it is the current prayer (its
 * time has begun and the next time has not). passed: its time is over.
 * Between sunrise and dhuhr (and before fajr) no prayer is current; the next
 * one is upcoming.
 */
export function prayerStatus(times: DayPrayerTimes, prayer: FivePrayer, now: Date): PrayerStatus {
  if (now.getTime() < times.instants[prayer].getTime()) return 'upcoming';
  return currentPrayer(times, now) === prayer ? 'current' : 'passed';
}

export function prayerStatuses(times: DayPrayerTimes, now: Date): Record<FivePrayer, PrayerStatus> {
  const out = {} as Record<FivePrayer, PrayerStatus>;
  for (const p of FIVE_PRAYERS) out[p] = prayerStatus(times, p, now);
  return out;
}

export function statusLabel(status: PrayerStatus, completed: boolean): StatusLabel {
  if (completed) return 'Completed';
  return status === 'passed' ? 'Missed' : status === 'current' ? 'Current' : 'Upcoming';
}

/**
 * Spec section 9: on time when the prayer is current, or passed less than an
 * hour ago. "Passed" is the status above, so the hour runs from the end of
 * the prayer's time (e.g. fajr marked within an hour after sunrise).
 */
export function isOnTime(times: DayPrayerTimes, prayer: FivePrayer, now: Date): boolean {
  const status = prayerStatus(times, prayer, now);
  if (status === 'current') return true;
  if (status === 'upcoming') return false;
  const end = windowEnd(times, prayer);
  return end !== null && now.getTime() - end.getTime() < HOUR;
}

/** Milliseconds -> 'HH:MM:SS'; seconds round up so it shows 00:00:00 exactly at the time. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

export interface UpcomingPrayer {
  prayer: FivePrayer;
  /** 'HH:MM' at the place. */
  time: string;
  at: Date;
  /** 'HH:MM:SS' until it. */
  countdown: string;
  /** The place's calendar day of the prayer ('YYYY-MM-DD'). */
  date: string;
  isTomorrow: boolean;
}

function firstAfter(times: DayPrayerTimes, now: Date): FivePrayer | undefined {
  return FIVE_PRAYERS.find((p) => times.instants[p].getTime() > now.getTime());
}

/**
 * The Next Prayer card: the first of the five prayers later than now, else the
 * first prayer (fajr) of `tomorrow`. Sunrise is not a prayer, so it is skipped.
 */
export function nextPrayerFrom(today: DayPrayerTimes, tomorrow: DayPrayerTimes | null, now: Date): UpcomingPrayer | null {
  let day: DayPrayerTimes | null = today;
  let prayer = firstAfter(today, now);
  if (!prayer) {
    day = tomorrow;
    prayer = tomorrow ? firstAfter(tomorrow, now) : undefined;
  }
  if (!day || !prayer) return null;
  const at = day.instants[prayer];
  return {
    prayer,
    time: day[prayer],
    at,
    countdown: formatCountdown(at.getTime() - now.getTime()),
    date: day.date,
    isTomorrow: day !== today,
  };
}

/**
 * The Next Prayer card for a place at `now`, computing today (and tomorrow after isha) at
 * the place; a followed mosque's kept published rows give the times on their dates.
 */
export function upcomingPrayer(place: PlaceInput, now: Date, settings?: SettingsInput, table?: KeptTable): UpcomingPrayer | null {
  // An unknown zone has no "today"; computePrayerTimes reports it.
  const date = isValidTimeZone(place?.timezone) ? todayAt(place.timezone, now) : '';
  const today = tableTimes(place, date, settings, table);
  if (!today) return null;
  if (firstAfter(today, now)) return nextPrayerFrom(today, null, now);
  const ymd = parseYmd(date);
  const tomorrow = ymd ? tableTimes(place, formatYmd(addDays(ymd, 1)), settings, table) : null;
  return nextPrayerFrom(today, tomorrow, now);
}
