// Web Push to opted-in followers when an iqama changes (issue 33). The notices
// are rows of the reminders' own job table, written once by the instance that
// made the change; every instance's scheduler claims due jobs with FOR UPDATE
// SKIP LOCKED (server/domain/push/send.ts), so each device gets each notice exactly once.
// At most one notice per prayer per day per mosque reaches a device (issue 40, item 7:
// 25 changes had queued 250 jobs for two followers): a later change that day is merged
// into the pending notice, and once it has gone out, that prayer's notices stop for the day.
import { randomUUID } from 'node:crypto';
import { Prisma, type Mosque, type PrismaClient } from '../../../prisma/generated/client/client.ts';
import { FIVE_PRAYERS, type FivePrayer } from '@prayer-companion/engine';
import { dayOf, mosqueToday } from './day.ts';
import { iqamaNotice } from './notice-text.ts';

/** Rows per INSERT: 12 parameters each stays far below PostgreSQL's 65,535. */
const CHUNK = 500;

/** The prayers whose iqama today differs between the mosque before and after a change. */
export function changedToday(before: Mosque, after: Mosque, now: Date): FivePrayer[] {
  const date = mosqueToday(after, now);
  const [was, is] = [dayOf(before, date).iqama, dayOf(after, date).iqama];
  return FIVE_PRAYERS.filter((p) => is[p] && is[p] !== was[p]);
}

/**
 * Queues (or merges) one notice per changed prayer (today's new iqama) for each opted-in
 * follower's devices; returns how many notices were added or merged.
 */
export async function queueIqamaNotices(prisma: PrismaClient, mosque: Mosque, prayers: readonly FivePrayer[], now: Date): Promise<number> {
  const date = mosqueToday(mosque, now);
  const day = dayOf(mosque, date);
  const changed = [...new Set(prayers)].filter((p) => day.iqama[p]);
  if (!changed.length) return 0;
  const devices = await prisma.pushSubscription.findMany({
    where: { user: { mosqueFollow: { mosqueId: mosque.id, notify: true } } },
    select: { id: true, user: { select: { language: true } } },
  });
  const noticeDay = `${mosque.id}:${date}`;
  const url = `/m/${mosque.slug}`;
  const rows = devices.flatMap((device) =>
    changed.map((prayer) => {
      const clock = day.iqama[prayer]!;
      const { title, body } = iqamaNotice(prayer, clock, mosque.name, device.user.language);
      return Prisma.sql`(${randomUUID()}::uuid, ${device.id}::uuid, ${prayer}, ${now}, ${clock}, 0, ${now}, ${now}, ${title}, ${body}, ${url}, ${noticeDay})`;
    }),
  );
  let count = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    // A device's pending notice for this prayer today takes the new time and text; a sent one is left alone.
    count += await prisma.$executeRaw`
      INSERT INTO "PushJob" ("id", "subscriptionId", "prayer", "prayerAt", "clock", "minutesBefore", "dueAt", "nextAttemptAt", "title", "body", "url", "noticeDay")
      VALUES ${Prisma.join(rows.slice(i, i + CHUNK))}
      ON CONFLICT ("subscriptionId", "prayer", "noticeDay") WHERE "noticeDay" IS NOT NULL
      DO UPDATE SET "clock" = EXCLUDED."clock", "title" = EXCLUDED."title", "body" = EXCLUDED."body", "url" = EXCLUDED."url", "dueAt" = EXCLUDED."dueAt"
      WHERE "PushJob"."doneAt" IS NULL`;
  }
  return count;
}
