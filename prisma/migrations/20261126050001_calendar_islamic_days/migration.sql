-- Calendar feed (issue 32): the days of the Islamic year as all-day events, when
-- the user asks for them (off for every existing feed).
ALTER TABLE "CalendarFeed" ADD COLUMN "islamicDays" BOOLEAN NOT NULL DEFAULT false;
