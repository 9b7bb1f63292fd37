// A day's computed times with a published row laid over them (issue 33): a
// followed mosque whose table could not be fitted to the minute keeps its rows,
// and on their dates every screen, the calendar feed and the reminders use the
// table's clocks (as mosqueDay.ts does for the mosque's own page). Days the
// table does not cover keep the fitted settings' times.
import { computePrayerTimes, type PlaceInput, type SettingsInput } from './compute.ts';
import { instantAt } from './mosqueDay.ts';
import type { TimetableRow } from './timetableRows.ts';
import { TIME_NAMES, type DayPrayerTimes } from './types.ts';
import { formatClock } from './zone.ts';

/** A kept table: rows by date, or none. */
export type KeptTable = readonly TimetableRow[] | null | undefined;

const clockOf = (value: string) => value.trim().padStart(5, '0');

/** `times` with the row's clocks (and instants) where the row gives them; imsak moves with fajr. */
export function withTableRow(times: DayPrayerTimes, row: TimetableRow | undefined): DayPrayerTimes {
  if (!row) return times;
  const out: DayPrayerTimes = { ...times, instants: { ...times.instants } };
  for (const name of TIME_NAMES) {
    const given = row[name];
    if (!given) continue;
    out[name] = clockOf(given);
    out.instants[name] = instantAt(times.date, out[name], times.timezone);
  }
  const shift = out.instants.fajr.getTime() - times.instants.fajr.getTime();
  if (shift !== 0) {
    out.instants.imsak = new Date(times.instants.imsak.getTime() + shift);
    out.imsak = formatClock(out.instants.imsak, times.timezone);
  }
  return out;
}

/** The times of `date` at the place, from the kept table's row when it has one. */
export function tableTimes(place: PlaceInput, date: string, settings: SettingsInput, table: KeptTable): DayPrayerTimes | null {
  const times = computePrayerTimes(place, date, settings);
  return times && table ? withTableRow(times, table.find((r) => r.date === date)) : times;
}
