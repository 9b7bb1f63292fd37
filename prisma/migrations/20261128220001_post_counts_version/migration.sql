-- A post's counters carry a version, raised by every change to them in the same UPDATE
-- (the row lock orders them): the live fan-out coalesces a burst of hearts into a few
-- updates per watcher and keeps the newest by version, so the last one is always exact.
ALTER TABLE "UmmahPost" ADD COLUMN "countsVersion" INTEGER NOT NULL DEFAULT 0;
