// Gregorian and Hijri date line, relative times. The Hijri date is the
// official Umm al-Qura table for 1343–1500 AH (1924–2077) and the browser's
// Intl 'islamic-umalqura' calendar only outside it (decision 10): no Hijri
// arithmetic here.
import { announcedHijriDate, announcedStarts, type MonthStart } from './announcements.ts';
import { clampHijriAdjustment } from './settings.ts';
import { epochDay } from './ummalqura.ts';
import { addDays, isValidTimeZone, parseYmd, todayAt, type YMD } from './zone.ts';

const gregorianFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  calendar: 'gregory',
  numberingSystem: 'latn',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

// Only for days outside the table; created on first use.
let intlHijriFmt: Intl.DateTimeFormat | null = null;
const hijriNumericFmt = () =>
  (intlHijriFmt ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    calendar: 'islamic-umalqura',
    numberingSystem: 'latn',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }));

/** English month names, spelled as Intl's en-US islamic calendars spell them. */
export const HIJRI_MONTH_NAMES = [
  'Muharram',
  'Safar',
  'Rabiʻ I',
  'Rabiʻ II',
  'Jumada I',
  'Jumada II',
  'Rajab',
  'Shaʻban',
  'Ramadan',
  'Shawwal',
  'Dhuʻl-Qiʻdah',
  'Dhuʻl-Hijjah',
] as const;

// A calendar day is formatted as its noon UTC with timeZone UTC, so neither
// the device's zone nor the hour can move it to a neighbouring day.
const noonUtc = (d: YMD) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

/** The place's calendar day: a 'YYYY-MM-DD' string is taken as is, an instant is read in `timezone`. */
function placeDay(date: Date | string, timezone: string): YMD | null {
  if (typeof date === 'string') return parseYmd(date);
  if (!(date instanceof Date) || Number.isNaN(date.getTime()) || !isValidTimeZone(timezone)) return null;
  return parseYmd(todayAt(timezone, date));
}

function intlHijri(day: YMD): { year: number; month: number; day: number } {
  const parts = hijriNumericFmt().formatToParts(noonUtc(day));
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: num('year'), month: num('month'), day: num('day') };
}

export interface HijriDate {
  year: number;
  month: number; // 1-12
  day: number;
  monthName: string;
}

/**
 * The user's Hijri date of the place's calendar day (the civil day, not from
 * sunset): the one function every screen, the timetable and the engine's own
 * Ramadan rules read it through. The Umm al-Qura table, with `announcements`
 * (the month starts announced for the user's country, announcements.ts)
 * ahead of it; then `adjustment` (whole days, -2..2; anything else counts as
 * 0) on top: the Hijri date of the Gregorian day that many days later, for
 * places that follow local moon sighting.
 */
export function hijriDate(
  date: Date | string,
  timezone = 'UTC',
  adjustment = 0,
  announcements?: readonly MonthStart[],
): HijriDate | null {
  const place = placeDay(date, timezone);
  if (!place) return null;
  const day = addDays(place, clampHijriAdjustment(adjustment));
  const hijri = announcedHijriDate(epochDay(day.year, day.month, day.day), startsOf(announcements)) ?? intlHijri(day);
  return { ...hijri, monthName: HIJRI_MONTH_NAMES[hijri.month - 1] ?? '' };
}

// Home and the timetable ask for many days with the same list: parse it once.
let lastList: readonly MonthStart[] | undefined;
let lastStarts = new Map<number, number>();
function startsOf(announcements: readonly MonthStart[] | undefined): Map<number, number> {
  if (!announcements || announcements.length === 0) return EMPTY;
  if (announcements !== lastList) {
    lastList = announcements;
    lastStarts = announcedStarts(announcements);
  }
  return lastStarts;
}
const EMPTY = new Map<number, number>();

/** 'Nov 21, 2026' for a place's calendar day. */
export function gregorianDateLabel(date: Date | string, timezone = 'UTC'): string {
  const day = placeDay(date, timezone);
  return day ? gregorianFmt.format(noonUtc(day)) : '';
}

/**
 * 'Mon D, YYYY • D Month YYYY AH' for the date at the place (`date` is an
 * instant, or the place's day as 'YYYY-MM-DD'); '' for an invalid date. The
 * Hijri part moves by `adjustment` days (see hijriDate), the Gregorian does not.
 */
export function hijriDateLine(date: Date | string, timezone: string, adjustment = 0, announcements?: readonly MonthStart[]): string {
  const hijri = hijriDate(date, timezone, adjustment, announcements);
  if (!hijri) return '';
  return `${gregorianDateLabel(date, timezone)} • ${hijri.day} ${hijri.monthName} ${hijri.year} AH`;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Spec section 9: 'Just now' under a minute, 'n m ago', 'n h ago', 'Yesterday',
 * 'n days ago' under 7 days, 'n weeks ago' under 30, 'n months ago' under 12
 * (30-day months), then the date ('Mon D, YYYY' in `timezone`, default the
 * device's). Future times (clock skew) count as 'Just now'.
 */
export function relativeTime(then: Date | string | number, now: Date, timezone?: string): string {
  const t = then instanceof Date ? then : new Date(then);
  if (Number.isNaN(t.getTime())) return '';
  const diff = now.getTime() - t.getTime();
  if (diff < MINUTE) return 'Just now';
  if (diff < 60 * MINUTE) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / (60 * MINUTE))}h ago`;
  const days = Math.floor(diff / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  const timeZone = timezone !== undefined && isValidTimeZone(timezone) ? timezone : undefined;
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(t);
}
