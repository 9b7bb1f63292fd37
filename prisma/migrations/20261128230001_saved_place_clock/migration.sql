-- Saved places are listed oldest first. A user's first place is made in the same
-- transaction as the one they add (from their saved location), and two rows stamped to the
-- millisecond by the client tied, so their order flipped from one listing to the next. The
-- database now stamps each row with its own clock, to the microsecond: two rows of one
-- transaction come apart in the order they were made.
ALTER TABLE "SavedPlace" ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(6);
ALTER TABLE "SavedPlace" ALTER COLUMN "createdAt" SET DEFAULT clock_timestamp();
