-- The retention sweep (server/domain/push/retention.ts, issue 35): done jobs in prayer order,
-- so deleting the ones past the retention reads only them. Partial (Prisma cannot write that
-- in schema.prisma): pending jobs stay out of it.
CREATE INDEX "PushJob_done_prayerAt_idx" ON "PushJob"("prayerAt") WHERE "doneAt" IS NOT NULL;
