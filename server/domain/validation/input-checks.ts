// Input checks shared by every resolver. Messages are the spec's where it has them;
// each failure is a BAD_USER_INPUT (400 on /api) and nothing is written.
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@prayer-companion/common';
import { badInput, notFound } from '../../errors.ts';
import { textProblem } from './clean-text.ts';

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
  const problem = textProblem(value);
  if (problem) throw badInput(problem, field);
  return value;
}

// Community text (posts, comments, replies, every dua field and tag) must show what it
// says (issue 28 point 5). Bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) are removed, not refused: they make a word read backwards, and the cards
// order Arabic and Latin themselves (dir="auto"), while a refusal would punish text pasted
// from an editor that inserts them. LRM/RLM/ALM stay: they only nudge neutral characters.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Combining marks beyond this many in a row are dropped: enough for Arabic (shadda, vowel, small high letters) and Bengali. */
export const MAX_MARKS_IN_A_ROW = 4;
// A run of marks, counted across the invisible characters (ZWJ, CGJ, ZWNJ) that could split it.
const MARK_RUN = /[\p{M}\p{Default_Ignorable_Code_Point}]{5,}/gu;
const MARK = /\p{M}/u;
// What shows nothing on its own: spaces of every kind, default-ignorable characters (ZWSP,
// word joiner, soft hyphen, BOM, Hangul fillers, variation selectors), the braille blank,
// and marks with nothing to sit on.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800\p{M}]/gu;

function capMarks(text: string): string {
  return text.replace(MARK_RUN, (run) => {
    let marks = 0;
    return [...run].filter((c) => !MARK.test(c) || ++marks <= MAX_MARKS_IN_A_ROW).join('');
  });
}

/** Community text as it will be stored and shown: clean, no bidi controls, mark runs capped, trimmed. */
export function communityText(value: string, field: string): string {
  return capMarks(checkCleanText(value, field).replace(BIDI_CONTROLS, '')).trim();
}

/** Blank once what shows nothing is taken away ('\u200B\u2060\u00AD' is as empty as ''). */
export const isBlank = (text: string): boolean => text.replace(INVISIBLE, '') === '';

/** Community text that is required: non-blank, at most `max` characters (counted as the user sees them). */
export function checkText(
  value: string,
  opts: { field: string; max: number; emptyMessage: string; tooLongMessage: string },
): string {
  const text = communityText(value, opts.field);
  if (isBlank(text)) throw badInput(opts.emptyMessage, opts.field);
  if ([...text].length > opts.max) throw badInput(opts.tooLongMessage, opts.field);
  return text;
}

/** Optional community text: blank is absent (null). */
export function checkOptionalText(value: string | null | undefined, field: string, max: number, message: string) {
  if (value === null || value === undefined) return null;
  const text = communityText(value, field);
  if ([...text].length > max) throw badInput(message, field);
  return isBlank(text) ? null : text;
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

/** One of the app's eight languages (a space's, a mosque's): one message for both. */
export function checkLanguage(value: string): LanguageCode {
  if (!isLanguageCode(value)) throw badInput(`The language must be one of ${LANGUAGE_CODES.join(', ')}`, 'language');
  return value;
}
