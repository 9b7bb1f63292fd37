-- The Islamic year (issue 32, decisions.md 25 and 26): the private fasting and
-- make-up ledgers, excused ranges, countries' announced month starts, and the
-- Islamic-year reminder choices of a push subscription.
CREATE TABLE "FastDay" (
    "userId" UUID NOT NULL,
    "date" CHAR(10) NOT NULL,
    "status" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FastDay_pkey" PRIMARY KEY ("userId", "date"),
    CONSTRAINT "FastDay_status_check" CHECK ("status" IN ('fasted', 'not_fasted', 'excused', 'made_up'))
);
ALTER TABLE "FastDay" ADD CONSTRAINT "FastDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "MissedPrayer" (
    "userId" UUID NOT NULL,
    "date" CHAR(10) NOT NULL,
    "prayer" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MissedPrayer_pkey" PRIMARY KEY ("userId", "date", "prayer"),
    CONSTRAINT "MissedPrayer_prayer_check" CHECK ("prayer" IN ('fajr', 'dhuhr', 'asr', 'maghrib', 'isha'))
);
ALTER TABLE "MissedPrayer" ADD CONSTRAINT "MissedPrayer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "MadeUpPrayer" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" CHAR(10) NOT NULL,
    "prayer" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MadeUpPrayer_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MadeUpPrayer_prayer_check" CHECK ("prayer" IN ('fajr', 'dhuhr', 'asr', 'maghrib', 'isha'))
);
CREATE INDEX "MadeUpPrayer_userId_prayer_idx" ON "MadeUpPrayer"("userId", "prayer");
ALTER TABLE "MadeUpPrayer" ADD CONSTRAINT "MadeUpPrayer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ExcusedRange" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "from" CHAR(10) NOT NULL,
    "to" CHAR(10) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ExcusedRange_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ExcusedRange_order_check" CHECK ("from" <= "to")
);
CREATE INDEX "ExcusedRange_userId_from_idx" ON "ExcusedRange"("userId", "from");
ALTER TABLE "ExcusedRange" ADD CONSTRAINT "ExcusedRange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "HijriAnnouncement" (
    "country" CHAR(2) NOT NULL,
    "month" CHAR(7) NOT NULL,
    "start" CHAR(10) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HijriAnnouncement_pkey" PRIMARY KEY ("country", "month")
);

ALTER TABLE "PushSubscription" ADD COLUMN "extras" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "PushSubscription" ADD COLUMN "suhoorMinutes" INTEGER NOT NULL DEFAULT 30;
