-- The calendar feed's version (issue 28): a hash of what its text depends on and
-- when it last changed, shared by every instance, so each can answer 304 and
-- keep the built text until the hash changes (server/domain/calendar/).
ALTER TABLE "CalendarFeed" ADD COLUMN "version" TEXT;
ALTER TABLE "CalendarFeed" ADD COLUMN "versionAt" TIMESTAMPTZ(3);
