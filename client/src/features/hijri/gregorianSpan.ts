// 'February – March 2027': the Gregorian months a Hijri month runs over, in the language's words.
import { intlLocale, type ActiveLanguage } from '../../shared/i18n/languages.ts';
import { dateFormatter } from '../../shared/i18n/format.ts';

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

export function gregorianSpan(language: ActiveLanguage, days: readonly { date: string }[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const locale = intlLocale(language);
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  return format.formatRange(noon(first.date), noon(last.date));
}

/** 'Mon 8 Feb 2027' for a day of the list. */
export const gregorianDay = (language: ActiveLanguage, date: string): string =>
  dateFormatter(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(noon(date));

/** The language's short (or narrow) weekday names, Sunday first. */
export function weekdayNames(language: ActiveLanguage, width: 'short' | 'narrow' = 'short'): string[] {
  const format = dateFormatter(language, { timeZone: 'UTC', weekday: width });
  // 2027-02-07 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(noon(`2027-02-${String(7 + i).padStart(2, '0')}`)));
}

/**
 * The names a phone shows over the grid's seven columns, or null where the short names fit.
 * Arabic's and Bengali's short names are whole words (الخميس) that 360 px cuts; their narrow
 * names (خ) are the language's own. ICU has no narrow Urdu names (it gives English 'S M T'), so
 * Urdu keeps its words, set smaller (islamicYear.module.css).
 */
export function phoneWeekdayNames(language: ActiveLanguage, short: readonly string[]): string[] | null {
  if (!short.some((name) => [...name].length > 4)) return null;
  const narrow = weekdayNames(language, 'narrow');
  const latin = /\p{Script=Latin}/u;
  return narrow.some((name, i) => latin.test(name) !== latin.test(short[i] ?? '')) ? null : narrow;
}
