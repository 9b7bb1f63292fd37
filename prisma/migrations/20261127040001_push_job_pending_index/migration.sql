-- The scheduler's claim (issue 35): pending jobs in the order they are due to be
-- tried, so a claim of 200 reads 200 index entries however many are due or done.
-- The index on ("doneAt", "nextAttemptAt") found the due rows but not in order:
-- every claim read and sorted all of a city's minute. Partial (Prisma cannot
-- write that in schema.prisma): sent jobs leave it.
DROP INDEX "PushJob_doneAt_nextAttemptAt_idx";
CREATE INDEX "PushJob_pending_nextAttemptAt_idx" ON "PushJob"("nextAttemptAt") WHERE "doneAt" IS NULL;
