-- The user's language (issue 18): one of the app's eight codes, null until chosen.
-- Reminders and the calendar feed speak it; the API validates the code.
ALTER TABLE "User" ADD COLUMN "language" TEXT;
