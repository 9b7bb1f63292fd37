// The rows of a month's timetable: each day's six times, its Hijri date (with
// the user's Hijri adjustment) and, when asked, the night after it. Pure: the
// screen, the CSV and the tests build from the same rows.
import {
  hijriDate,
  monthTimetable,
  nextDay,
  nightsOf,
  computePrayerTimes,
  type DayPrayerTimes,
  type HijriDate,
  type NightTimes,
  type PlaceInput,
  type PrayerSettings,
} from '../../prayer/index.ts';

export interface TimetableRow {
  day: DayPrayerTimes;
  /** '5 Jumada II 1448' (the civil day's Umm al-Qura date, adjusted). */
  hijri: string;
  /** '5 Jum. II': the same date where space is short (the header names the year). */
  hijriShort: string;
  hijriDate: HijriDate | null;
  /** The night after this day (from its maghrib), when night times are shown. */
  night?: NightTimes;
}

const SHORT_MONTHS = ['Muh.', 'Saf.', 'Rab. I', 'Rab. II', 'Jum. I', 'Jum. II', 'Raj.', 'Sha.', 'Ram.', 'Shaw.', 'Dhuʻl-Q.', 'Dhuʻl-H.'];

/** The Hijri date `adjustment` days after the civil day `date` (the user's Hijri adjustment). */
export function adjustedHijri(date: string, adjustment = 0): HijriDate | null {
  const shifted = adjustment ? shiftDay(date, adjustment) : date;
  return shifted ? hijriDate(shifted) : null;
}

/** 'D Month YYYY'. */
export const hijriLabel = (h: HijriDate | null): string => (h ? `${h.day} ${h.monthName} ${h.year}` : '');

/** 'D Mon.' */
export const hijriShortLabel = (h: HijriDate | null): string => (h ? `${h.day} ${SHORT_MONTHS[h.month - 1] ?? h.monthName}` : '');

/** The civil day `days` after 'YYYY-MM-DD' (UTC noon arithmetic: no DST). */
function shiftDay(date: string, days: number): string | null {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every day of `month` ('YYYY-MM') at the place; null when it cannot be computed. */
export function timetableRows(
  place: PlaceInput,
  month: string,
  settings: PrayerSettings,
  withNight: boolean,
): TimetableRow[] | null {
  const days = monthTimetable(place, month, settings);
  if (!days || days.length === 0) return null;
  const adjustment = settings.hijri_adjustment ?? 0;
  let nights: NightTimes[] | undefined;
  if (withNight) {
    const after = nextDay(days[days.length - 1]!.date);
    const dayAfter = after ? computePrayerTimes(place, after, settings) : null;
    if (dayAfter) nights = nightsOf(days, dayAfter);
  }
  return days.map((day, i) => {
    const h = adjustedHijri(day.date, adjustment);
    return { day, hijri: hijriLabel(h), hijriShort: hijriShortLabel(h), hijriDate: h, night: nights?.[i] };
  });
}
