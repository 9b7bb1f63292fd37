// Input checks shared by every resolver. Messages are the spec's where it has them;
// each failure is a BAD_USER_INPUT (400 on /api) and nothing is written.
import { badInput, notFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the form of our rows' ids (uuid). */
export const isId = (id: string): boolean => UUID.test(id);

/** An id that cannot exist is the same as an unknown one. */
export function checkId(id: string, what: string): string {
  if (!isId(id)) throw notFound(what);
  return id.toLowerCase();
}

/** Text a person typed: no NUL bytes, no lone surrogates (Arabic, RTL marks and emoji are fine). */
export function checkCleanText(value: string, field: string): string {
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(value)) throw badInput('Text must not contain NUL characters', field);
  if (!value.isWellFormed()) throw badInput('Text contains invalid characters', field);
  return value;
}

/** Trimmed, non-empty, at most `max` characters (counted as the user sees them). */
export function checkText(
  value: string,
  opts: { field: string; max: number; emptyMessage: string; tooLongMessage: string },
): string {
  const text = checkCleanText(value, opts.field).trim();
  if (text.length === 0) throw badInput(opts.emptyMessage, opts.field);
  if ([...text].length > opts.max) throw badInput(opts.tooLongMessage, opts.field);
  return text;
}

export function checkOptionalText(value: string | null | undefined, field: string, max: number, message: string) {
  if (value === null || value === undefined) return null;
  const text = checkCleanText(value, field).trim();
  if ([...text].length > max) throw badInput(message, field);
  return text.length ? text : null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' (no 2026-02-30). */
export function checkDate(value: string, field = 'date'): string {
  const match = DATE.exec(value);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return value;
  }
  throw badInput('Please give a real date as YYYY-MM-DD', field);
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}
