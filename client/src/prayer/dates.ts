// Gregorian and Hijri date line, relative times. The Hijri date is the
// browser's own Umm al-Qura calendar (Intl 'islamic-umalqura', decision 10):
// no Hijri arithmetic here.
import { isValidTimeZone, parseYmd, todayAt, type YMD } from './zone.ts';

const gregorianFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  calendar: 'gregory',
  numberingSystem: 'latn',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const hijriFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  calendar: 'islamic-umalqura',
  numberingSystem: 'latn',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const hijriNumericFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  calendar: 'islamic-umalqura',
  numberingSystem: 'latn',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

// A calendar day is formatted as its noon UTC with timeZone UTC, so neither
// the device's zone nor the hour can move it to a neighbouring day.
const noonUtc = (d: YMD) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

/** The place's calendar day: a 'YYYY-MM-DD' string is taken as is, an instant is read in `timezone`. */
function placeDay(date: Date | string, timezone: string): YMD | null {
  if (typeof date === 'string') return parseYmd(date);
  if (!(date instanceof Date) || Number.isNaN(date.getTime()) || !isValidTimeZone(timezone)) return null;
  return parseYmd(todayAt(timezone, date));
}

function part(fmt: Intl.DateTimeFormat, d: Date, type: Intl.DateTimeFormatPartTypes): string {
  return fmt.formatToParts(d).find((p) => p.type === type)?.value ?? '';
}

export interface HijriDate {
  year: number;
  month: number; // 1-12
  day: number;
  monthName: string;
}

/** The Umm al-Qura date of the place's calendar day (the civil day, not from sunset). */
export function hijriDate(date: Date | string, timezone = 'UTC'): HijriDate | null {
  const day = placeDay(date, timezone);
  if (!day) return null;
  const d = noonUtc(day);
  return {
    year: Number(part(hijriNumericFmt, d, 'year')),
    month: Number(part(hijriNumericFmt, d, 'month')),
    day: Number(part(hijriNumericFmt, d, 'day')),
    monthName: part(hijriFmt, d, 'month'),
  };
}

/** 'Nov 21, 2026' for a place's calendar day. */
export function gregorianDateLabel(date: Date | string, timezone = 'UTC'): string {
  const day = placeDay(date, timezone);
  return day ? gregorianFmt.format(noonUtc(day)) : '';
}

/**
 * 'Mon D, YYYY • D Month YYYY AH' for the date at the place (`date` is an
 * instant, or the place's day as 'YYYY-MM-DD'); '' for an invalid date.
 */
export function hijriDateLine(date: Date | string, timezone: string): string {
  const hijri = hijriDate(date, timezone);
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
