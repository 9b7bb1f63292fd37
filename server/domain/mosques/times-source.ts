// Where a mosque's adhan times come from (issue 33): a method or authority preset,
// or its published timetable, read and fitted exactly as 'Match my mosque' does
// (packages/prayer-engine/src/fit.ts). When the fitted settings are not within a minute of
// the table on every one of its days, the table itself is kept and used on its
// dates (mosqueDay.ts), and the fitted settings serve the other days.
import {
  CALC_METHOD_VALUES,
  CUSTOM_METHOD,
  MADHABS,
  defaultPrayerSettings,
  normalizePrayerSettings,
  type PrayerSettings,
} from '@prayer-companion/engine';
import { fitTimetable, parseTimetableText, TimetableError, type TimetableRow } from '@prayer-companion/engine/fit';
import { mosqueDay } from '@prayer-companion/engine/mosqueDay';
import { badInput } from '../../errors.ts';
import type { PlaceFields } from './checks.ts';

export interface TimesChoice {
  /** A calc_method value or authority preset id (not 'Custom'). */
  method?: string | null;
  madhab?: string | null;
  /** A pasted timetable (CSV or text, as 'Match my mosque' reads it). */
  timetable?: string | null;
}

export interface TimesSource {
  prayerSettings: PrayerSettings;
  /** The published rows, kept when the fit is not exact to the minute. */
  timetable: TimetableRow[] | null;
}

/** The most rows a pasted table may have: a leap year and some. */
const TABLE_MAX_ROWS = 400;
const TABLE_TIMES = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether settings give every row's times within ±1 minute. */
function exactToTheMinute(rows: readonly TimetableRow[], place: PlaceFields, settings: PrayerSettings): boolean {
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

function fromTable(text: string, place: PlaceFields, label: string): TimesSource {
  try {
    const rows = parseTimetableText(text);
    if (rows.length > TABLE_MAX_ROWS) throw new TimetableError(`A timetable may have at most ${TABLE_MAX_ROWS} days.`, { code: 'tooManyDays', max: TABLE_MAX_ROWS });
    const fit = fitTimetable(rows, place, { label });
    const normalized = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'date' ? v : String(v).trim().padStart(5, '0')]))) as unknown as TimetableRow[];
    return { prayerSettings: fit.settings, timetable: exactToTheMinute(normalized, place, fit.settings) ? null : normalized };
  } catch (error) {
    if (error instanceof TimetableError) throw badInput(error.message, 'timetable');
    throw error;
  }
}

function fromPreset(method: string | null | undefined, madhab: string | null | undefined, place: PlaceFields): TimesSource {
  if (method && (method === CUSTOM_METHOD || !(CALC_METHOD_VALUES as readonly string[]).includes(method))) {
    throw badInput('method must be a calculation method or an authority preset', 'method');
  }
  if (madhab && !MADHABS.some((m) => m.value === madhab)) throw badInput('madhab must be Shafi or Hanafi', 'madhab');
  const context = { countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude };
  const defaults = defaultPrayerSettings(place.countryCode, place.latitude, place.longitude);
  const prayerSettings = normalizePrayerSettings({ ...defaults, ...(method ? { calc_method: method } : {}), ...(madhab ? { madhab } : {}) }, context);
  return { prayerSettings, timetable: null };
}

/** A pasted table wins over a preset; with neither, the place's own default. */
export function timesSource(choice: TimesChoice, place: PlaceFields, name: string): TimesSource {
  if (choice.timetable && choice.timetable.trim()) return fromTable(choice.timetable, place, name);
  return fromPreset(choice.method, choice.madhab, place);
}
