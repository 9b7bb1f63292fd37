-- Iqama change notices (issue 40, item 7): at most one per prayer per day per mosque reaches a
-- device, later changes merged into it while it is pending. "noticeDay" names the mosque and
-- its date; the partial unique index is what INSERT … ON CONFLICT merges on (Prisma cannot
-- declare a partial index). Reminders leave it null.
ALTER TABLE "PushJob" ADD COLUMN "noticeDay" TEXT;
CREATE UNIQUE INDEX "PushJob_notice_key" ON "PushJob"("subscriptionId", "prayer", "noticeDay") WHERE "noticeDay" IS NOT NULL;
