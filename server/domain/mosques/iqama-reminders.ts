// Reminders N minutes before each iqama (issue 33) for a follower who asked for
// them, planned with the adhan reminders (server/domain/push/plan.ts) as push jobs
// with their own text; the job's prayerAt is the iqama, so the two never clash.
import type { Mosque } from '../../../prisma/generated/client/client.ts';
import { instantAt } from '@prayer-companion/engine/mosqueDay';
import { FIVE_PRAYERS, todayAt, type FivePrayer } from '@prayer-companion/engine';
import { dayOf } from './day.ts';
import { iqamaSoon } from './notice-text.ts';

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The reminders due in (now, until] before the iqama of `prayers` at the mosque. */
export function iqamaReminders(mosque: Mosque, prayers: readonly string[], minutes: number, language: unknown, now: Date, until: Date) {
  const today = todayAt(mosque.timezone, now);
  const wanted = FIVE_PRAYERS.filter((p) => prayers.includes(p));
  const out: { prayer: FivePrayer; prayerAt: Date; clock: string; minutesBefore: number; dueAt: Date; title: string; body: string; url: string }[] = [];
  for (let offset = -1; offset <= 2; offset++) {
    const date = addDay(today, offset);
    const day = dayOf(mosque, date);
    for (const prayer of wanted) {
      const clock = day.iqama[prayer];
      if (!clock) continue;
      const prayerAt = instantAt(date, clock, mosque.timezone);
      const dueAt = new Date(prayerAt.getTime() - minutes * 60_000);
      if (dueAt <= now || dueAt > until) continue;
      out.push({ prayer, prayerAt, clock, minutesBefore: minutes, dueAt, ...iqamaSoon(prayer, minutes, clock, mosque.name, language), url: `/m/${mosque.slug}` });
    }
  }
  return out;
}
