// The rows of a month's timetable: each day's six times, its Hijri date (with
// the user's Hijri adjustment), imsak in Ramadan and, when asked, the night
// after it; a followed mosque's kept rows on their dates, and its iqama. Pure: the screen, the CSV and the tests build from the same rows.
import {
  hijriDate,
  monthTimetable,
  nextDay,
  nightsOf,
  FIVE_PRAYERS,
  type DayPrayerTimes,
  type FivePrayer,
  type HijriDate,
  type MonthStart,
  type NightTimes,
  type PlaceInput,
  type PrayerSettings,
} from '@prayer-companion/engine';
import { iqamaClock, iqamaRuleFor, type IqamaRule } from '@prayer-companion/engine/mosqueDay';
import { tableTimes, withTableRow, type KeptTable } from '@prayer-companion/engine/tableDay';

/** A followed mosque's kept rows and iqama rules (issue 33): its table on its dates, and an iqama under each prayer. */
export interface MosqueTimes {
  table: KeptTable;
  iqama: readonly IqamaRule[];
}

/** A row of the monthly timetable screen (the engine's TimetableRow is a published table's row). */
export interface MonthTableRow {
  day: DayPrayerTimes;
  /** '5 Jumada II 1448' (the civil day's Umm al-Qura date, adjusted). */
  hijri: string;
  /** '5 Jum. II': the same date where space is short (the header names the year). */
  hijriShort: string;
  hijriDate: HijriDate | null;
  /** The night after this day (from its maghrib), when night times are shown. */
  night?: NightTimes;
  /** Imsak ('HH:MM'), on the days of Ramadan only (the user's Hijri date). */
  imsak?: string;
  /** A followed mosque's iqama per prayer ('HH:MM', or null where it has no rule that day). */
  iqama?: Record<FivePrayer, string | null>;
}

function iqamaOf(day: DayPrayerTimes, rules: readonly IqamaRule[]): Record<FivePrayer, string | null> {
  const out = {} as Record<FivePrayer, string | null>;
  for (const prayer of FIVE_PRAYERS) {
    const rule = iqamaRuleFor(rules, prayer, day.date);
    out[prayer] = rule ? iqamaClock(rule, day[prayer]) : null;
  }
  return out;
}

const SHORT_MONTHS = ['Muh.', 'Saf.', 'Rab. I', 'Rab. II', 'Jum. I', 'Jum. II', 'Raj.', 'Sha.', 'Ram.', 'Shaw.', 'Dhuʻl-Q.', 'Dhuʻl-H.'];

/** The user's Hijri date of the civil day `date`: their adjustment, and the announced month starts. */
export function adjustedHijri(date: string, adjustment = 0, announcements?: readonly MonthStart[]): HijriDate | null {
  return hijriDate(date, 'UTC', adjustment, announcements);
}

/** 'D Month YYYY'. */
export const hijriLabel = (h: HijriDate | null): string => (h ? `${h.day} ${h.monthName} ${h.year}` : '');

/** 'D Mon.' */
export const hijriShortLabel = (h: HijriDate | null): string => (h ? `${h.day} ${SHORT_MONTHS[h.month - 1] ?? h.monthName}` : '');

/** Every day of `month` ('YYYY-MM') at the place; null when it cannot be computed. */
export function timetableRows(
  place: PlaceInput,
  month: string,
  settings: PrayerSettings,
  withNight: boolean,
  announcements?: readonly MonthStart[],
  mosque?: MosqueTimes | null,
): MonthTableRow[] | null {
  const computed = monthTimetable(place, month, settings);
  if (!computed || computed.length === 0) return null;
  const table = mosque?.table;
  const days = table ? computed.map((day) => withTableRow(day, table.find((r) => r.date === day.date))) : computed;
  const adjustment = settings.hijri_adjustment ?? 0;
  let nights: NightTimes[] | undefined;
  if (withNight) {
    const after = nextDay(days[days.length - 1]!.date);
    const dayAfter = after ? tableTimes(place, after, settings, table) : null;
    if (dayAfter) nights = nightsOf(days, dayAfter);
  }
  return days.map((day, i) => {
    const h = adjustedHijri(day.date, adjustment, announcements);
    const row: MonthTableRow = { day, hijri: hijriLabel(h), hijriShort: hijriShortLabel(h), hijriDate: h, night: nights?.[i] };
    if (h?.month === 9) row.imsak = day.imsak;
    if (mosque) row.iqama = iqamaOf(day, mosque.iqama);
    return row;
  });
}
