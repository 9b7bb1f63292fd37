// Planning reminders (issue 17): for each subscription, the reminders of the
// next two days become PushJob rows, computed with the app's own engine for the
// user's saved place and settings in the place's zone (like the calendar feed).
// The unique key (subscription, prayer, time, minutes) makes planning
// idempotent: two instances planning at once, or a plan repeated after a
// restart, add nothing twice.
import type { Mosque, Prisma, PrismaClient } from '../../../prisma/generated/client/client.ts';
import { todayAt, type WhoseTimes } from '@prayer-companion/engine';
import { tableTimes } from '@prayer-companion/engine/tableDay';
import { TIMES_FIELDS, userTimes } from '../days/whose.ts';
import { announcementsOf, countryOf } from '../hijri/userHijri.ts';
import { islamicRemindersFor } from './islamicPlan.ts';
import { FOLLOWED_MOSQUE, followedTimes } from '../mosques/followed-source.ts';
import { iqamaReminders } from '../mosques/iqama-reminders.ts';

/** Reminders are planned this far ahead … */
const PLAN_AHEAD_MS = 48 * 3600_000;
/** … and planned again after this long, so the plan always covers the next day. */
const REPLAN_AFTER_MS = 24 * 3600_000;

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Planned {
  prayer: string;
  prayerAt: Date;
  clock: string;
  minutesBefore: number;
  dueAt: Date;
}

/** The reminders due in (now, now + 48 h] for a user's times (days/whose.ts: place, settings, a followed mosque's kept table) and choices. */
export function remindersFor({ place, settings, table: timetable }: WhoseTimes, prayers: readonly string[], minutesBefore: readonly number[], now: Date): Planned[] {
  const today = todayAt(place.timezone, now);
  const out: Planned[] = [];
  for (let offset = -1; offset <= 2; offset++) {
    const times = tableTimes(place, addDay(today, offset), settings, timetable);
    if (!times) continue;
    for (const prayer of prayers) {
      const at = times.instants[prayer as keyof typeof times.instants];
      if (!at) continue;
      for (const minutes of minutesBefore) {
        const dueAt = new Date(at.getTime() - minutes * 60_000);
        if (dueAt > now && dueAt.getTime() <= now.getTime() + PLAN_AHEAD_MS) {
          out.push({ prayer, prayerAt: at, clock: times[prayer as keyof typeof times.instants], minutesBefore: minutes, dueAt });
        }
      }
    }
  }
  return out;
}

/** A subscription's Islamic-year reminders (islamicPlan.ts), with its user's country's announcements. */
async function islamicReminders(
  prisma: PrismaClient,
  sub: { extras: string[]; suhoorMinutes: number },
  times: WhoseTimes,
  now: Date,
) {
  if (sub.extras.length === 0) return [];
  const { place, settings } = times;
  const country = countryOf(times);
  const announced = country ? await announcementsOf(prisma, country) : [];
  return islamicRemindersFor(place, settings, sub, announced, todayAt(place.timezone, now), now, new Date(now.getTime() + PLAN_AHEAD_MS));
}

/** A follower's reminders before the mosque's iqama, when they asked for them. */
function iqamaRemindersOf(user: { language: string | null; mosqueFollow: { iqamaReminder: number | null; mosque: Mosque } | null }, prayers: readonly string[], now: Date) {
  const follow = user.mosqueFollow;
  if (!follow || follow.iqamaReminder === null || follow.mosque.hiddenAt) return [];
  return iqamaReminders(follow.mosque, prayers, follow.iqamaReminder, user.language, now, new Date(now.getTime() + PLAN_AHEAD_MS));
}

/** Plans one subscription now. */
export async function planSubscription(prisma: PrismaClient, subscriptionId: string, now: Date): Promise<number> {
  const sub = await prisma.pushSubscription.findUnique({
    where: { id: subscriptionId },
    select: {
      prayers: true,
      minutesBefore: true,
      extras: true,
      suhoorMinutes: true,
      user: { select: { ...TIMES_FIELDS, language: true, mosqueFollow: FOLLOWED_MOSQUE } },
    },
  });
  if (!sub) return 0;
  // A followed mosque's times replace the user's own (decision 26).
  const times = userTimes(sub.user, followedTimes(sub.user));
  const islamic = await islamicReminders(prisma, sub, times, now);
  const jobs: Prisma.PushJobCreateManyInput[] = [
    ...remindersFor(times, sub.prayers, sub.minutesBefore, now),
    ...iqamaRemindersOf(sub.user, sub.prayers, now),
    ...islamic,
  ].map((job) => ({ ...job, subscriptionId, nextAttemptAt: job.dueAt }));
  const { count } = await prisma.pushJob.createMany({
    data: jobs,
    skipDuplicates: true,
  });
  await prisma.pushSubscription.update({ where: { id: subscriptionId }, data: { plannedUntil: new Date(now.getTime() + REPLAN_AFTER_MS) } });
  return count;
}

/** Plans every subscription whose plan has run out or was reset. */
export async function planDue(prisma: PrismaClient, now: Date): Promise<number> {
  const due = await prisma.pushSubscription.findMany({
    where: { OR: [{ plannedUntil: null }, { plannedUntil: { lte: now } }] },
    select: { id: true },
    take: 200,
  });
  let planned = 0;
  for (const { id } of due) planned += await planSubscription(prisma, id, now);
  return planned;
}

/**
 * The user's place, settings or choices changed: reminders not yet sent are
 * dropped and planned again from the new data.
 */
export async function replanUser(prisma: PrismaClient, userId: string, now: Date): Promise<void> {
  const subs = await prisma.pushSubscription.findMany({ where: { userId }, select: { id: true } });
  if (subs.length === 0) return;
  const ids = subs.map((s) => s.id);
  // Reset first: should planning fail below, the scheduler plans these again.
  await prisma.$transaction([
    prisma.pushJob.deleteMany({ where: { subscriptionId: { in: ids }, doneAt: null } }),
    prisma.pushSubscription.updateMany({ where: { id: { in: ids } }, data: { plannedUntil: null } }),
  ]);
  for (const id of ids) await planSubscription(prisma, id, now);
}

/**
 * A month start was announced (or corrected) for a country: the pending
 * 'month_start' reminders of its users who asked for them are dropped, and
 * their subscriptions planned again on the scheduler's next tick.
 */
export async function resetMonthStartReminders(prisma: PrismaClient, country: string): Promise<void> {
  const subs = await prisma.pushSubscription.findMany({ where: { extras: { has: 'month_start' } }, select: { id: true, user: { select: TIMES_FIELDS } } });
  const ids = subs.filter((s) => countryOf(userTimes(s.user)) === country).map((s) => s.id);
  if (ids.length === 0) return;
  await prisma.$transaction([
    prisma.pushJob.deleteMany({ where: { subscriptionId: { in: ids }, prayer: 'month_start', doneAt: null } }),
    prisma.pushSubscription.updateMany({ where: { id: { in: ids } }, data: { plannedUntil: null } }),
  ]);
}
