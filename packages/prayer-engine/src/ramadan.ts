// Ramadan on Home: which day of the fast it is, the last ten nights, Eid,
// and the next of suhoor's end (imsak) and iftar (Maghrib). Switched on by
// the user's Hijri date only (hijriDate: the table, the announced starts,
// the user's adjustment), never by the Gregorian calendar.
import type { HijriYMD } from './ummalqura.ts';
import type { DayPrayerTimes } from './types.ts';
import { formatCountdown } from './status.ts';

export const RAMADAN = 9;
export const SHAWWAL = 10;
/** The last ten nights are those of the 21st to the 30th: the 21st night begins at Maghrib of the 20th day. */
export const LAST_TEN_FIRST_NIGHT = 21;

export type RamadanState =
  | {
      kind: 'ramadan';
      /** Day of the fast, 1..30. */
      day: number;
      /** True from the evening the 21st night begins (the 20th day) to the end of the month. */
      lastTen: boolean;
      /** The night that begins at Maghrib today when it is one of the last ten (21..30), else null. */
      tonight: number | null;
    }
  | { kind: 'eid' }
  | null;

/**
 * What Home shows for a Hijri date: Ramadan with its day, 'Eid Mubarak' on
 * 1 Shawwal, nothing on every other day. `monthLength` is this Ramadan's
 * length as the user's calendar has it (29 or 30): a 29-day month has no 30th night.
 */
export function ramadanState(hijri: HijriYMD | null, monthLength = 30): RamadanState {
  if (!hijri) return null;
  if (hijri.month === SHAWWAL && hijri.day === 1) return { kind: 'eid' };
  if (hijri.month !== RAMADAN) return null;
  const next = hijri.day + 1;
  return {
    kind: 'ramadan',
    day: hijri.day,
    lastTen: next >= LAST_TEN_FIRST_NIGHT,
    tonight: next >= LAST_TEN_FIRST_NIGHT && next <= monthLength ? next : null,
  };
}

/** The odd nights of the last ten (21, 23, 25, 27, 29), sought for Laylat al-Qadr. */
export const isOddNight = (night: number): boolean => night >= LAST_TEN_FIRST_NIGHT && night % 2 === 1;

export interface FastMark {
  /** 'suhoor': eating ends at imsak; 'iftar': the fast ends at Maghrib. */
  kind: 'suhoor' | 'iftar';
  at: Date;
  /** 'HH:MM' at the place. */
  time: string;
  /** 'HH:MM:SS' until `at`, seconds rounded up (as the Next Prayer card). */
  countdown: string;
}

/**
 * The next of today's imsak, today's Maghrib and tomorrow's imsak. After
 * Maghrib, tomorrow's suhoor only when tomorrow is a fasting day too
 * (`tomorrow` null: the month ends tonight, nothing follows).
 */
export function nextFastMark(today: DayPrayerTimes, tomorrow: DayPrayerTimes | null, now: Date): FastMark | null {
  const mark = (kind: FastMark['kind'], at: Date, time: string): FastMark => ({
    kind,
    at,
    time,
    countdown: formatCountdown(at.getTime() - now.getTime()),
  });
  if (now < today.instants.imsak) return mark('suhoor', today.instants.imsak, today.imsak);
  if (now < today.instants.maghrib) return mark('iftar', today.instants.maghrib, today.maghrib);
  return tomorrow ? mark('suhoor', tomorrow.instants.imsak, tomorrow.imsak) : null;
}
