// A mosque's timetable as rows of local clock times, checked before fitting.
// Bad input is refused with a TimetableError whose message is shown to the
// user as is ("Row 3 (2025-01-03): Asr '25:10' is not a time like 15:42.").
import { PRAYER_NAMES, type TimeName } from './types.ts';
import { parseYmd, type YMD } from './zone.ts';

/** One day of a published timetable: 24-hour 'HH:MM' at the place; sunrise is optional. */
export interface TimetableRow {
  date: string;
  fajr: string;
  sunrise?: string;
  dhuhr: string;
  asr: string;
  maghrib: string;
  isha: string;
}

/**
 * Why a timetable cannot be fitted: a code with its values, so the client says it in the
 * user's language (catalog keys rough2.fit.<code>), and an English message for the API.
 * `row` and `line` count from 1; `prayer` is a TimeName.
 */
export type TimetableProblem =
  | { code: 'noText' }
  | { code: 'badHeader' }
  | { code: 'badColumns'; line: number; columns: number }
  | { code: 'badDateCell'; line: number; value: string }
  | { code: 'badDate'; row: number; value: string }
  | { code: 'badTime'; row: number; date: string; prayer: TimeName; value: string }
  | { code: 'outOfOrder'; row: number; date: string; prayer: TimeName; before: TimeName }
  | { code: 'ishaBeforeMaghrib'; row: number; date: string }
  | { code: 'noRows' }
  | { code: 'repeatedDate'; row: number; date: string }
  | { code: 'tooFewDays'; min: number; count: number }
  | { code: 'tooManyDays'; max: number }
  | { code: 'cannotCompute' }
  | { code: 'noPlace' };

/** A timetable that cannot be fitted: `problem` for the screens, the message (English) for the API. */
export class TimetableError extends Error {
  override name = 'TimetableError';
  readonly problem: TimetableProblem;
  constructor(message: string, problem: TimetableProblem) {
    super(message);
    this.problem = problem;
  }
}

/** The fewest days a fit accepts (decision 17). */
export const MIN_FIT_DAYS = 7;

/** A checked row: the day and each given time as minutes after local midnight. */
export interface TimetableDay {
  date: string;
  ymd: YMD;
  minutes: Partial<Record<TimeName, number>>;
}

const LABEL = Object.fromEntries(PRAYER_NAMES.map((p) => [p.value, p.label])) as Record<TimeName, string>;
const ORDERED: readonly TimeName[] = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib'];

/** 'HH:MM' (or 'H:MM') → minutes, or null. */
export function clockMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : null;
}

function checkRow(row: TimetableRow, index: number): TimetableDay {
  const where = `Row ${index + 1}${typeof row?.date === 'string' ? ` (${row.date})` : ''}`;
  const ymd = parseYmd(row?.date);
  if (!ymd) throw new TimetableError(`${where}: '${String(row?.date)}' is not a date like 2025-01-31.`, { code: 'badDate', row: index + 1, value: String(row?.date ?? '') });
  const minutes: Partial<Record<TimeName, number>> = {};
  for (const name of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
    const raw = row[name];
    if (name === 'sunrise' && (raw === undefined || raw === '')) continue;
    const value = clockMinutes(raw);
    if (value === null) {
      throw new TimetableError(`${where}: ${LABEL[name]} '${String(raw ?? '')}' is not a time like 05:42.`, {
        code: 'badTime',
        row: index + 1,
        date: String(row.date).trim(),
        prayer: name,
        value: String(raw ?? ''),
      });
    }
    minutes[name] = value;
  }
  // The day's times in order; isha may fall after midnight (then before fajr).
  const given = ORDERED.filter((n) => minutes[n] !== undefined);
  for (let i = 1; i < given.length; i++) {
    const [a, b] = [given[i - 1]!, given[i]!];
    if (minutes[b]! <= minutes[a]!) {
      throw new TimetableError(`${where}: ${LABEL[b]} must come after ${LABEL[a]}.`, { code: 'outOfOrder', row: index + 1, date: row.date.trim(), prayer: b, before: a });
    }
  }
  if (minutes.isha! <= minutes.maghrib! && minutes.isha! >= minutes.fajr!) {
    throw new TimetableError(`${where}: Isha must come after Maghrib.`, { code: 'ishaBeforeMaghrib', row: index + 1, date: row.date.trim() });
  }
  return { date: row.date.trim(), ymd, minutes };
}

/** Checks every row; throws TimetableError on the first bad one, a repeated date, or too few days. */
export function checkTimetable(rows: readonly TimetableRow[]): TimetableDay[] {
  if (!Array.isArray(rows)) throw new TimetableError('The timetable has no rows.', { code: 'noRows' });
  const days = rows.map(checkRow);
  const seen = new Set<string>();
  days.forEach((d, i) => {
    if (seen.has(d.date)) throw new TimetableError(`Row ${i + 1}: ${d.date} appears twice.`, { code: 'repeatedDate', row: i + 1, date: d.date });
    seen.add(d.date);
  });
  if (days.length < MIN_FIT_DAYS) {
    throw new TimetableError(
      `At least ${MIN_FIT_DAYS} days are needed to match a timetable; ${days.length === 1 ? 'one day was' : `${days.length} days were`} given.`,
      { code: 'tooFewDays', min: MIN_FIT_DAYS, count: days.length },
    );
  }
  return days;
}
