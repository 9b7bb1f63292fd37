-- The prayer-hall screen's settings (issue 44 items 1-2): its phases' minutes, night
-- standby, orientation, large font and high contrast, and the flash message, as one
-- JSON object checked by server/domain/mosques/screen-settings.ts ('{}': the defaults).
ALTER TABLE "Mosque" ADD COLUMN "screen" JSONB NOT NULL DEFAULT '{}';
-- An announcement may wait for its start date (null: shown at once).
ALTER TABLE "MosqueAnnouncement" ADD COLUMN "startsAt" TIMESTAMPTZ(3);
