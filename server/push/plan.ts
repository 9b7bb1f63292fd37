// Planning reminders (issue 17): for each subscription, the reminders of the
// next two days become PushJob rows, computed with the app's own engine for the
// user's saved place and settings in the place's zone (like the calendar feed).
// The unique key (subscription, prayer, time, minutes) makes planning
// idempotent: two instances planning at once, or a plan repeated after a
// restart, add nothing twice.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { computePrayerTimes, normalizePrayerSettings, todayAt } from '../../client/src/prayer/index.ts';
import { feedPlace } from '../calendar/ics.ts';

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

/** The reminders due in (now, now + 48 h] for a place, settings and choices. */
export function remindersFor(
  location: unknown,
  prayerSettings: unknown,
  prayers: readonly string[],
  minutesBefore: readonly number[],
  now: Date,
): Planned[] {
  const { location: loc, place } = feedPlace(location);
  const settings = normalizePrayerSettings(prayerSettings, { countryCode: loc.country_code, latitude: loc.latitude, longitude: loc.longitude });
  const today = todayAt(place.timezone, now);
  const out: Planned[] = [];
  for (let offset = -1; offset <= 2; offset++) {
    const times = computePrayerTimes(place, addDay(today, offset), settings);
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

/** Plans one subscription now. */
export async function planSubscription(prisma: PrismaClient, subscriptionId: string, now: Date): Promise<number> {
  const sub = await prisma.pushSubscription.findUnique({
    where: { id: subscriptionId },
    select: { prayers: true, minutesBefore: true, user: { select: { location: true, prayerSettings: true } } },
  });
  if (!sub) return 0;
  const jobs = remindersFor(sub.user.location, sub.user.prayerSettings, sub.prayers, sub.minutesBefore, now);
  const { count } = await prisma.pushJob.createMany({
    data: jobs.map((job) => ({ ...job, subscriptionId, nextAttemptAt: job.dueAt })),
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
