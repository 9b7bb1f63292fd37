// Dates, numbers and relative times in the active language (issue 18): Gregorian month
// names and digits from Intl, Hijri month names from the catalog (the engine's Umm al-Qura
// table gives the date), 24-hour clocks as the engine computes them, with the language's digits.
import { i18n } from '@lingui/core';
import { hijriDate, isValidTimeZone, type MonthStart } from '@prayer-companion/engine';
import { DIGITS, intlLocale, PSEUDO, type ActiveLanguage } from './languages.ts';
import type { MessageId } from './i18n.ts';
import type { Translate } from './useT.ts';

const digitFormats = new Map<string, string[]>();

// Digits of every system the catalogs or Intl may write: Western, Arabic-Indic,
// Extended Arabic-Indic (Urdu, Persian), Bengali. Each maps to its value 0-9.
const ANY_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9\u09E6-\u09EF]/g;
const digitValue = (c: string): number => {
  const code = c.charCodeAt(0);
  for (const zero of [0x30, 0x660, 0x6f0, 0x9e6]) if (code >= zero && code <= zero + 9) return code - zero;
  return 0;
};

/**
 * Every digit of `text` in the language's one system (languages.ts DIGITS): '05:12' →
 * '০৫:১২' in Bengali, and 'جمادى ١' → 'جمادى 1' in Arabic, which writes Western digits.
 */
export function localDigits(language: ActiveLanguage, text: string): string {
  // The digit system alone, on a locale every browser has: a browser without the language's
  // own locale data (Chromium lacks Pashto's) would otherwise fall back to Western digits.
  const locale = `en-u-nu-${language === PSEUDO ? 'latn' : DIGITS[language]}`;
  let glyphs = digitFormats.get(locale);
  if (!glyphs) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    glyphs = Array.from({ length: 10 }, (_, d) => format.format(d));
    digitFormats.set(locale, glyphs);
  }
  const map = glyphs;
  return text.replace(ANY_DIGIT, (d) => map[digitValue(d)]!);
}

const datesKnown = new Map<string, boolean>();
/** Whether this browser's Intl has the language's dates: Chromium has none for Somali, Pashto, Albanian and Hausa. */
function intlHasDates(language: ActiveLanguage): boolean {
  let known = datesKnown.get(language);
  if (known === undefined) {
    known = language === PSEUDO || Intl.DateTimeFormat.supportedLocalesOf(language).length > 0;
    datesKnown.set(language, known);
  }
  return known;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const names = (key: 'dates.months' | 'dates.monthsShort' | 'dates.weekdays' | 'dates.weekdaysShort' | 'dates.weekdaysNarrow') => i18n._(key).split('|');

/**
 * `Intl.DateTimeFormat` in the language. Where the browser lacks the language's dates, the
 * same fields in English's order with the month and weekday names of the active catalog
 * (dates.*, from CLDR), so no English month reaches a Somali, Pashto, Albanian or Hausa screen.
 */
export function dateFormatter(language: ActiveLanguage, options: Intl.DateTimeFormatOptions): { format(date: Date): string } {
  if (language === PSEUDO || intlHasDates(language)) return new Intl.DateTimeFormat(intlLocale(language), options);
  const english = new Intl.DateTimeFormat(`en-u-nu-${DIGITS[language]}`, options);
  const indices = new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone, month: 'numeric', weekday: 'short' });
  return {
    format(date) {
      const index = indices.formatToParts(date);
      const month = Number(index.find((p) => p.type === 'month')?.value ?? 1) - 1;
      const weekday = WEEKDAYS.indexOf(index.find((p) => p.type === 'weekday')?.value ?? 'Sun');
      return english
        .formatToParts(date)
        .map((part) => {
          if (part.type === 'month' && (options.month === 'long' || options.month === 'short' || options.month === 'narrow'))
            return names(options.month === 'long' ? 'dates.months' : 'dates.monthsShort')[month] ?? part.value;
          if (part.type === 'weekday')
            return names(options.weekday === 'long' ? 'dates.weekdays' : options.weekday === 'narrow' ? 'dates.weekdaysNarrow' : 'dates.weekdaysShort')[weekday] ?? part.value;
          return part.value;
        })
        .join('');
    },
  };
}

/** The place's calendar day, 'Nov 21, 2026' in the language's words. */
export function gregorianDate(language: ActiveLanguage, date: Date | string, timezone = 'UTC'): string {
  const instant = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  if (Number.isNaN(instant.getTime())) return '';
  const timeZone = typeof date === 'string' || !isValidTimeZone(timezone) ? 'UTC' : timezone;
  return dateFormatter(language, { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(instant);
}

/** '1 Jumada II 1448 AH' for the place's day: the announced month starts, then the Hijri adjustment. */
export function hijriText(
  t: Translate,
  language: ActiveLanguage,
  date: Date | string,
  timezone: string,
  adjustment = 0,
  announcements?: readonly MonthStart[],
): string {
  const hijri = hijriDate(date, timezone, adjustment, announcements);
  if (!hijri) return '';
  return localDigits(language, t('dates.hijri', { day: hijri.day, month: t(`hijri.month.${hijri.month}` as MessageId), year: hijri.year }));
}

/** The languages whose readers' civil calendar is the Solar Hijri one (Iran, Afghanistan): Home shows it first. */
const SOLAR_HIJRI_LANGUAGES: ReadonlySet<ActiveLanguage> = new Set(['fa', 'ps']);

/** '۸ آذر ۱۴۰۵' for the place's day in the Solar Hijri calendar (Intl's 'persian'); '' for other languages. */
export function solarHijriDate(language: ActiveLanguage, date: Date | string, timezone = 'UTC'): string {
  // Only where the browser has the language's calendar names (Chromium has Persian's, not Pashto's).
  if (!SOLAR_HIJRI_LANGUAGES.has(language) || !intlHasDates(language)) return '';
  const instant = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  if (Number.isNaN(instant.getTime())) return '';
  const timeZone = typeof date === 'string' || !isValidTimeZone(timezone) ? 'UTC' : timezone;
  return new Intl.DateTimeFormat(`${intlLocale(language)}-ca-persian`, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/**
 * Home's line: 'Nov 21, 2026 • 1 Jumada II 1448 AH' (the Hijri part: adjustment and announced
 * starts, as hijriText); in Persian the Solar Hijri date comes first, as Iran's civil calendar.
 */
export function datesLine(t: Translate, language: ActiveLanguage, date: Date | string, timezone: string, ...hijriCalendar: [number?, (readonly MonthStart[])?]): string {
  const hijri = hijriText(t, language, date, timezone, ...hijriCalendar);
  if (!hijri) return '';
  const solar = solarHijriDate(language, date, timezone);
  return [solar, gregorianDate(language, date, timezone), hijri].filter(Boolean).join(' • ');
}

const percentFormats = new Map<ActiveLanguage, Intl.NumberFormat>();
/**
 * A whole percentage as the language writes it: '45%' in English, '%45' in Turkish, '45 %' in
 * German and French, '۴۵٪' in Persian, with the language's digits. Where the browser has no
 * number data for the language, English's form in the language's digits (not the device's
 * own locale's form).
 */
export function percentText(language: ActiveLanguage, percent: number): string {
  let format = percentFormats.get(language);
  if (!format) {
    const known = language === PSEUDO || Intl.NumberFormat.supportedLocalesOf(language).length > 0;
    format = new Intl.NumberFormat(known ? intlLocale(language) : `en-u-nu-${DIGITS[language]}`, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(language, format);
  }
  return format.format(percent / 100);
}

/** 'November 2026' for a 'YYYY-MM' month. */
export const monthYear = (language: ActiveLanguage, month: string): string =>
  dateFormatter(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T12:00:00Z`));

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Spec section 9 in the language: 'Just now', '5m ago', '3h ago', 'Yesterday', 'n days ago',
 * 'n weeks ago', 'n months ago', then the date. Plural rules come with the catalog's ICU
 * messages; the thresholds are the engine's relativeTime's.
 */
export function relativeText(t: Translate, language: ActiveLanguage, then: Date | string | number, now: Date): string {
  const time = then instanceof Date ? then : new Date(then);
  if (Number.isNaN(time.getTime())) return '';
  const diff = now.getTime() - time.getTime();
  if (diff < MINUTE) return t('time.justNow');
  if (diff < 60 * MINUTE) return t('time.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return t('time.hoursAgo', { count: Math.floor(diff / (60 * MINUTE)) });
  const days = Math.floor(diff / DAY);
  if (days === 1) return t('time.yesterday');
  if (days < 7) return t('time.daysAgo', { count: days });
  if (days < 30) return t('time.weeksAgo', { count: Math.floor(days / 7) });
  const months = Math.floor(days / 30);
  if (months < 12) return t('time.monthsAgo', { count: months });
  return dateFormatter(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(time);
}
