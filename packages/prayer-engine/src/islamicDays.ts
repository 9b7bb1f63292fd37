// The days of the Islamic year (the /calendar screen and the calendar feed):
// what each Hijri date is, from the date alone. Which civil day carries a
// Hijri date is hijriDate's business (the table, announced starts, the
// user's adjustment); nothing here counts days.
import type { HijriYMD } from './ummalqura.ts';

/** Days of the year, in the order of the year. */
export const ISLAMIC_DAY_KINDS = [
  'newYear', // 1 Muharram
  'tasua', // 9 Muharram: the first of Ashura's two days
  'ashura', // 10 Muharram
  'mawlid', // 12 Rabiʻ I: observed by many
  'israMiraj', // 27 Rajab: observed by many
  'midShaban', // 15 Shaʻban: observed by many
  'ramadanBegins', // 1 Ramadan
  'lastTenNights', // the nights of 21..30 Ramadan (the night before the day)
  'eidAlFitr', // 1 Shawwal
  'tarwiyah', // 8 Dhuʻl-Hijjah
  'arafah', // 9 Dhuʻl-Hijjah
  'eidAlAdha', // 10 Dhuʻl-Hijjah
  'tashreeq', // 11..13 Dhuʻl-Hijjah
] as const;
export type IslamicDayKind = (typeof ISLAMIC_DAY_KINDS)[number];

/** The voluntary fasts a day can be one of. */
export const VOLUNTARY_FAST_KINDS = ['mondayThursday', 'whiteDays', 'sixShawwal', 'arafah', 'ashura'] as const;
export type VoluntaryFast = (typeof VOLUNTARY_FAST_KINDS)[number];

/**
 * Days Muslims differ on: shown, marked 'observed by many' (docs/decisions.md,
 * 'The Islamic year'), never presented as agreed.
 */
export const OBSERVED_BY_MANY: ReadonlySet<IslamicDayKind> = new Set(['mawlid', 'israMiraj', 'midShaban']);

export interface IslamicDay {
  days: IslamicDayKind[];
  fasts: VoluntaryFast[];
  /** A day of the last ten whose night (the one before it) is odd: 21, 23, 25, 27, 29. */
  oddNight: boolean;
}

/** Eid al-Fitr, Eid al-Adha and the days of tashreeq: fasting on them is forbidden. */
function noFasting(h: HijriYMD): boolean {
  return (h.month === 10 && h.day === 1) || (h.month === 12 && h.day >= 10 && h.day <= 13);
}

function namedDays(h: HijriYMD): IslamicDayKind[] {
  const { month, day } = h;
  const out: IslamicDayKind[] = [];
  if (month === 1 && day === 1) out.push('newYear');
  if (month === 1 && day === 9) out.push('tasua');
  if (month === 1 && day === 10) out.push('ashura');
  if (month === 3 && day === 12) out.push('mawlid');
  if (month === 7 && day === 27) out.push('israMiraj');
  if (month === 8 && day === 15) out.push('midShaban');
  if (month === 9 && day === 1) out.push('ramadanBegins');
  if (month === 9 && day >= 21) out.push('lastTenNights');
  if (month === 10 && day === 1) out.push('eidAlFitr');
  if (month === 12 && day === 8) out.push('tarwiyah');
  if (month === 12 && day === 9) out.push('arafah');
  if (month === 12 && day === 10) out.push('eidAlAdha');
  if (month === 12 && day >= 11 && day <= 13) out.push('tashreeq');
  return out;
}

function voluntaryFasts(h: HijriYMD, weekday: number): VoluntaryFast[] {
  // Ramadan's fast is obligatory, and the Eids and tashreeq are not fasted.
  if (h.month === 9 || noFasting(h)) return [];
  const out: VoluntaryFast[] = [];
  if (h.month === 1 && (h.day === 9 || h.day === 10)) out.push('ashura');
  if (h.month === 12 && h.day === 9) out.push('arafah');
  // Any six days of Shawwal after Eid; the days right after it are marked.
  if (h.month === 10 && h.day >= 2 && h.day <= 7) out.push('sixShawwal');
  if (h.day >= 13 && h.day <= 15) out.push('whiteDays');
  if (weekday === 1 || weekday === 4) out.push('mondayThursday');
  return out;
}

/** What a Hijri date is; `weekday` of its civil day, 0 = Sunday. */
export function islamicDay(h: HijriYMD, weekday: number): IslamicDay {
  return {
    days: namedDays(h),
    fasts: voluntaryFasts(h, weekday),
    oddNight: h.month === 9 && h.day >= 21 && h.day % 2 === 1,
  };
}

/**
 * What a list of the month or a calendar feed says of a day, or null when
 * nothing: the last ten nights once (on the 21st; a grid tints them all), the
 * odd nights, and the fasts, the weekly Monday/Thursday one only beside
 * something else (it would otherwise fill two days a week).
 */
export function notedDay(hijriDay: number, info: IslamicDay): IslamicDay | null {
  const days = hijriDay === 21 ? info.days : info.days.filter((k) => k !== 'lastTenNights');
  const noted = days.length > 0 || info.oddNight || info.fasts.some((f) => f !== 'mondayThursday');
  return noted ? { ...info, days } : null;
}
