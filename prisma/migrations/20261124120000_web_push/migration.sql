-- Web Push reminders (issue 17, decisions.md 20 and 23): the server's VAPID key
-- pair, each device's subscription with its choices, and the reminders to send.
CREATE TABLE "PushKey" (
    "id" INTEGER NOT NULL,
    "publicKey" TEXT NOT NULL,
    "privateKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PushKey_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PushSubscription" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "prayers" TEXT[],
    "minutesBefore" INTEGER[],
    "plannedUntil" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");
CREATE INDEX "PushSubscription_plannedUntil_idx" ON "PushSubscription"("plannedUntil");
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "PushJob" (
    "id" UUID NOT NULL,
    "subscriptionId" UUID NOT NULL,
    "prayer" TEXT NOT NULL,
    "prayerAt" TIMESTAMPTZ(3) NOT NULL,
    "clock" TEXT NOT NULL,
    "minutesBefore" INTEGER NOT NULL,
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL,
    "doneAt" TIMESTAMPTZ(3),
    "outcome" TEXT,
    CONSTRAINT "PushJob_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PushJob_subscriptionId_prayer_prayerAt_minutesBefore_key" ON "PushJob"("subscriptionId", "prayer", "prayerAt", "minutesBefore");
CREATE INDEX "PushJob_doneAt_nextAttemptAt_idx" ON "PushJob"("doneAt", "nextAttemptAt");
ALTER TABLE "PushJob" ADD CONSTRAINT "PushJob_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "PushSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
