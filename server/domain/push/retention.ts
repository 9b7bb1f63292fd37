// Sent and given-up reminders are kept a while, then deleted (issue 35). Every device
// adds a row per reminder (five or more a day), so without this the table, and the
// index the claim reads, would grow for ever: a million users leave about five million
// done rows a day. Only jobs whose prayer is older than the retention go, which the
// planner never makes again (it plans from now on), so nothing can be sent twice.
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per statement: each delete holds its locks briefly, and the claim is never kept waiting long. */
export const DELETE_BATCH = 5_000;

/** Deletes done jobs whose prayer is more than `retentionDays` old; how many went. */
export async function deleteOldJobs(prisma: PrismaClient, now: Date, retentionDays: number, batch = DELETE_BATCH): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    // Reads the done jobs' own index (20261127050001) in prayer order: no full scan.
    const count = await prisma.$executeRaw`
      DELETE FROM "PushJob" WHERE "id" IN (
        SELECT "id" FROM "PushJob" WHERE "doneAt" IS NOT NULL AND "prayerAt" < ${before} ORDER BY "prayerAt" LIMIT ${batch}
      )`;
    deleted += count;
    if (count < batch) return deleted;
  }
}
