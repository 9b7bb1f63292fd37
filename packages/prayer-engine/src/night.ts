// The Islamic midnight and the start of the last third of the night (adhan's
// SunnahTimes): the night runs from this day's maghrib to the next day's fajr.
// adhan's own SunnahTimes class recomputes the next day with its raw
// PrayerTimes; here both ends are the engine's shown times (its ordering,
// offsets, per-day recipes and far-from-solar-time zone fix), so midnight is
// always halfway between the Maghrib and the Fajr the user sees (or, for a
// recipe that counts the night from sunset, Jafari, the sunset and that Fajr).
import { computePrayerTimes, type PlaceInput, type SettingsInput } from './compute.ts';
import type { DayPrayerTimes } from './types.ts';
import { addDays, formatClock, formatYmd, parseYmd } from './zone.ts';

export const NIGHT_TIME_NAMES = [
  { value: 'middleOfTheNight', label: 'Midnight' },
  { value: 'lastThirdOfTheNight', label: 'Last third' },
] as const;

export type NightTimeName = (typeof NIGHT_TIME_NAMES)[number]['value'];

export interface NightTimes extends Record<NightTimeName, string> {
  /** The day whose maghrib starts this night, 'YYYY-MM-DD'. */
  date: string;
  instants: Record<NightTimeName, Date>;
}

const MINUTE = 60_000;
// adhan's roundedMinute: to the nearest minute, half a minute rounds up.
const roundedMinute = (ms: number) => new Date(Math.round(ms / MINUTE) * MINUTE);

/** The night after `today`, from `today` and the next day at the same place. */
export function nightTimes(today: DayPrayerTimes, tomorrow: DayPrayerTimes): NightTimes {
  const start = (today.nightStart ?? today.instants.maghrib).getTime();
  const night = tomorrow.instants.fajr.getTime() - start;
  const instants = {
    middleOfTheNight: roundedMinute(start + night / 2),
    lastThirdOfTheNight: roundedMinute(start + (night * 2) / 3),
  };
  return {
    date: today.date,
    instants,
    middleOfTheNight: formatClock(instants.middleOfTheNight, today.timezone),
    lastThirdOfTheNight: formatClock(instants.lastThirdOfTheNight, today.timezone),
  };
}

/** The night after each day of `days` (consecutive), given the day after the last one. */
export function nightsOf(days: readonly DayPrayerTimes[], dayAfter: DayPrayerTimes): NightTimes[] {
  return days.map((day, i) => nightTimes(day, days[i + 1] ?? dayAfter));
}

/** The day after 'YYYY-MM-DD', or null for an invalid day. */
export function nextDay(date: string): string | null {
  const day = parseYmd(date);
  return day ? formatYmd(addDays(day, 1)) : null;
}

/** The night that starts at maghrib of `date` at the place; null when the place is unusable. */
export function nightAfter(place: PlaceInput, date: string, settings?: SettingsInput): NightTimes | null {
  const following = nextDay(date);
  const today = computePrayerTimes(place, date, settings);
  const tomorrow = following ? computePrayerTimes(place, following, settings) : null;
  return today && tomorrow ? nightTimes(today, tomorrow) : null;
}
