// Which days a completion or a reflection may be recorded for (issue 13: ticking
// future prayers and dating reflections freely inflated streaks). "Today" and the
// prayer times are those of the user's saved place, computed by the same engine
// the browser uses (@prayer-companion/engine, plain TypeScript with adhan), so the server
// and Home agree on when a prayer has begun.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { computePrayerTimes, PRAYER_NAMES, type TimeName } from '@prayer-companion/engine';
import { badInput } from '../../errors.ts';
import { dateInZone } from '../days/local-days.ts';
import { TIMES_FIELDS, userTimes } from '../days/whose.ts';

/** A device clock a little ahead of the server's still counts as now. */
export const CLOCK_TOLERANCE_MS = 2 * 60_000;
/**
 * A reflection may carry the place's date of any moment within this much of now:
 * one started before midnight and sent just after, or sent from a device whose
 * clock is a few minutes off, is not refused, while yesterday (or tomorrow) as a
 * whole stays out of reach.
 */
export const REFLECTION_TOLERANCE_MS = 15 * 60_000;

/** The user's own times (a followed mosque's times do not decide which day a prayer is on). */
async function savedPlace(prisma: PrismaClient, userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: TIMES_FIELDS });
  return userTimes({ location: user?.location ?? null, prayerSettings: user?.prayerSettings ?? null });
}

const prayerLabel = (prayer: TimeName) => PRAYER_NAMES.find((p) => p.value === prayer)?.label ?? prayer;

/** Today and earlier only; today's prayer only once its time has come (at the place). */
export async function checkCompletionDay(
  prisma: PrismaClient,
  userId: string,
  date: string,
  prayer: TimeName,
  now = new Date(),
): Promise<void> {
  const { source, zone, place, settings } = await savedPlace(prisma, userId);
  const today = dateInZone(now, zone);
  if (date > today) throw badInput('Prayers can only be marked completed on their day, not in advance', 'date');
  // Without a place of their own the user has no prayer times of theirs to wait for.
  if (date < today || source === 'default') return;
  const times = computePrayerTimes(place, date, settings);
  // A place the engine cannot compute for (no coordinates) has no times to compare with.
  if (times && times.instants[prayer].getTime() > now.getTime() + CLOCK_TOLERANCE_MS)
    throw badInput(`${prayerLabel(prayer)} has not started yet: it can be marked completed from ${times[prayer]}`, 'prayer');
}

/** Only today's reflection, today being the date at the user's place (with a small tolerance). */
export async function checkReflectionDay(prisma: PrismaClient, userId: string, date: string, now = new Date()): Promise<void> {
  const { zone } = await savedPlace(prisma, userId);
  const allowed = [-REFLECTION_TOLERANCE_MS, 0, REFLECTION_TOLERANCE_MS].map((shift) =>
    dateInZone(new Date(now.getTime() + shift), zone),
  );
  if (!allowed.includes(date))
    throw badInput(`A reflection can only be saved for today (${dateInZone(now, zone)} where you are)`, 'date');
}
