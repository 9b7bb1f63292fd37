// Web Push to opted-in followers when an iqama changes (issue 33). The notices
// are rows of the reminders' own job table, written once by the instance that
// made the change; every instance's scheduler claims due jobs with FOR UPDATE
// SKIP LOCKED (server/domain/push/send.ts), so each device gets each notice exactly once.
import type { Mosque, PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { FivePrayer } from '@prayer-companion/engine';
import { dayOf, mosqueToday } from './day.ts';
import { iqamaNotice } from './notice-text.ts';

/** Queues one notice per changed prayer (today's new iqama) for each opted-in follower's devices. */
export async function queueIqamaNotices(prisma: PrismaClient, mosque: Mosque, prayers: readonly FivePrayer[], now: Date): Promise<number> {
  const day = dayOf(mosque, mosqueToday(mosque, now));
  const changed = [...new Set(prayers)].filter((p) => day.iqama[p]);
  if (!changed.length) return 0;
  const devices = await prisma.pushSubscription.findMany({
    where: { user: { mosqueFollow: { mosqueId: mosque.id, notify: true } } },
    select: { id: true, user: { select: { language: true } } },
  });
  const jobs = devices.flatMap((device) =>
    changed.map((prayer) => {
      const clock = day.iqama[prayer]!;
      return {
        subscriptionId: device.id,
        prayer,
        prayerAt: now,
        clock,
        minutesBefore: 0,
        dueAt: now,
        nextAttemptAt: now,
        ...iqamaNotice(prayer, clock, mosque.name, device.user.language),
        url: `/m/${mosque.slug}`,
      };
    }),
  );
  const { count } = await prisma.pushJob.createMany({ data: jobs, skipDuplicates: true });
  return count;
}
