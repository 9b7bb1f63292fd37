// Fitting a mosque's pasted timetable (issue 33): read and fitted exactly as 'Match my
// mosque' does (packages/prayer-engine/src/fit.ts). When the fitted settings are not within
// a minute of the table on every one of its days, the table itself is kept and used on its
// dates (mosqueDay.ts), and the fitted settings serve the other days.
// Pure and slow (200–300 ms for a year's table): it runs in fit-worker.ts, off the
// server's event loop (issue 40 item 6), so it imports nothing of the server.
import type { PrayerSettings } from '@prayer-companion/engine';
import { fitTimetable, parseTimetableText, TimetableError, type TimetableRow } from '@prayer-companion/engine/fit';
import { mosqueDay } from '@prayer-companion/engine/mosqueDay';

export interface TablePlace {
  latitude: number;
  longitude: number;
  timezone: string;
  countryCode: string;
}

export interface TimesSource {
  prayerSettings: PrayerSettings;
  /** The published rows, kept when the fit is not exact to the minute. */
  timetable: TimetableRow[] | null;
}

/** A fit, or the message for the user when the table cannot be read or fitted. */
export type TableFit = { source: TimesSource } | { problem: string };

/** The most rows a pasted table may have: a leap year and some. */
export const TABLE_MAX_ROWS = 400;
const TABLE_TIMES = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether settings give every row's times within ±1 minute. */
function exactToTheMinute(rows: readonly TimetableRow[], place: TablePlace, settings: PrayerSettings): boolean {
  const input = { ...place, prayerSettings: settings, timetable: null, iqama: [] };
  return rows.every((row) => {
    const day = mosqueDay(input, row.date);
    if (!day) return false;
    return TABLE_TIMES.every((name) => {
      const theirs = row[name];
      if (!theirs) return true;
      const diff = Math.abs(minutesOf(day.times[name]) - minutesOf(theirs.padStart(5, '0')));
      return Math.min(diff, 1440 - diff) <= 1;
    });
  });
}

export function fitTable(text: string, place: TablePlace, label: string): TableFit {
  try {
    const rows = parseTimetableText(text);
    if (rows.length > TABLE_MAX_ROWS) throw new TimetableError(`A timetable may have at most ${TABLE_MAX_ROWS} days.`, { code: 'tooManyDays', max: TABLE_MAX_ROWS });
    const fit = fitTimetable(rows, place, { label });
    const normalized = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'date' ? v : String(v).trim().padStart(5, '0')]))) as unknown as TimetableRow[];
    return { source: { prayerSettings: fit.settings, timetable: exactToTheMinute(normalized, place, fit.settings) ? null : normalized } };
  } catch (error) {
    if (error instanceof TimetableError) return { problem: error.message };
    throw error;
  }
}
