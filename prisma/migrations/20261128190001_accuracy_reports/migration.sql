-- 'These times don't match' reports (issue 45 item 6): private to the operator, removed with
-- their user. The place is a copy of the user's place when they reported (position to 0.01°).
CREATE TABLE "AccuracyReport" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" TEXT NOT NULL,
    "prayer" TEXT NOT NULL,
    "expected" TEXT NOT NULL,
    "ours" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "placeName" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "timezone" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccuracyReport_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AccuracyReport_prayer_check" CHECK ("prayer" IN ('fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'))
);

CREATE INDEX "AccuracyReport_userId_createdAt_idx" ON "AccuracyReport"("userId", "createdAt");
CREATE INDEX "AccuracyReport_countryCode_placeName_idx" ON "AccuracyReport"("countryCode", "placeName");

ALTER TABLE "AccuracyReport" ADD CONSTRAINT "AccuracyReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
