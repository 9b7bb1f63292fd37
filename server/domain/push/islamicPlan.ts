// The Islamic-year reminders of a subscription (issue 32, item 6), planned
// beside the prayer reminders (plan.ts) as PushJob rows, so the same claim
// sends each once across instances. `prayer` holds the kind; `clock` holds
// what the text needs (islamicReminderText):
// - suhoor: `suhoorMinutes` before imsak, on each day of Ramadan;
// - iftar: at Maghrib, on each day of Ramadan;
// - fast_eve: at Isha the evening before a voluntary fast (Monday, Thursday,
//   13–15th, Arafah, Ashura, six of Shawwal), never before a day it is not
//   fasted (Ramadan, the Eids, the days of tashreeq);
// - last_ten: at Isha the evening that starts each of the last ten nights;
// - month_start: at Maghrib the evening before a month start announced for
//   the user's country, or at once when that evening has begun.
// Ramadan and the Hijri days are the user's own: their country's
// announcements, their adjustment (decision 25).
import { computePrayerTimes, type PlaceInput, type SettingsInput } from '@prayer-companion/engine';
import { announcedHijriDate, type MonthStart } from '@prayer-companion/engine/announcedHijri';
import { clampHijriAdjustment } from '@prayer-companion/engine/settings';
import type { FastReason } from '../../i18n/islamicTexts.ts';

export interface PlannedReminder {
  prayer: string;
  prayerAt: Date;
  clock: string;
  minutesBefore: number;
  dueAt: Date;
}

export interface IslamicChoices {
  extras: readonly string[];
  suhoorMinutes: number;
}

const RAMADAN = 9;
const SHAWWAL = 10;
const DHU_AL_HIJJAH = 12;
const MUHARRAM = 1;

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Hijri = { month: number; day: number };

/** Why `date` is a voluntary fast, or null (also on the days one does not fast). */
export function voluntaryFastReason(date: string, h: Hijri): FastReason | null {
  if (h.month === RAMADAN || (h.month === SHAWWAL && h.day === 1) || (h.month === DHU_AL_HIJJAH && h.day >= 10 && h.day <= 13)) return null;
  if (h.month === DHU_AL_HIJJAH && h.day === 9) return 'arafah';
  if (h.month === MUHARRAM && (h.day === 9 || h.day === 10)) return 'ashura';
  if (h.month === SHAWWAL && h.day >= 2 && h.day <= 7) return 'shawwal';
  if (h.day >= 13 && h.day <= 15) return 'white_days';
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 1 ? 'monday' : weekday === 4 ? 'thursday' : null;
}

/** The Islamic-year reminders due in (now, until] at a place. `today` is the place's date. */
export function islamicRemindersFor(
  place: PlaceInput,
  settings: SettingsInput,
  choices: IslamicChoices,
  announced: readonly MonthStart[],
  today: string,
  now: Date,
  until: Date,
): PlannedReminder[] {
  const want = new Set(choices.extras);
  if (want.size === 0) return [];
  const adjustment = clampHijriAdjustment((settings as { hijri_adjustment?: unknown } | null)?.hijri_adjustment);
  const hijriOf = (date: string) => announcedHijriDate(date, announced, adjustment);
  const out: PlannedReminder[] = [];
  const add = (prayer: string, at: Date, clock: string, minutesBefore: number, dueAt = new Date(at.getTime() - minutesBefore * 60_000)) => {
    if (want.has(prayer) && dueAt > now && dueAt <= until) out.push({ prayer, prayerAt: at, clock, minutesBefore, dueAt });
  };
  for (let offset = -1; offset <= 2; offset++) {
    const date = addDay(today, offset);
    const times = computePrayerTimes(place, date, settings);
    const [h, next] = [hijriOf(date), hijriOf(addDay(date, 1))];
    if (!times || !h || !next) continue;
    if (h.month === RAMADAN) {
      // The engine's imsak: the authority's where it publishes one, else the user's minutes before Fajr.
      add('suhoor', times.instants.imsak, times.imsak, choices.suhoorMinutes);
      add('iftar', times.instants.maghrib, times.maghrib, 0);
    }
    const reason = voluntaryFastReason(addDay(date, 1), next);
    if (reason) add('fast_eve', times.instants.isha, reason, 0);
    if (next.month === RAMADAN && next.day >= 21) add('last_ten', times.instants.isha, String(next.day), 0);
    const starting = announced.find((a) => a.start === addDay(date, 1));
    if (starting && place.countryCode) {
      // Its first day as the key; announced after that evening began, it goes at once.
      const maghrib = times.instants.maghrib;
      const due = maghrib > now ? maghrib : new Date(now.getTime() + 1_000);
      if (offset === 0 || maghrib > now) add('month_start', new Date(`${starting.start}T00:00:00Z`), `${place.countryCode.toUpperCase()} ${starting.month}`, 0, due);
    }
  }
  return out;
}
