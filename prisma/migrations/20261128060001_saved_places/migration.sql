-- Saved places (issue 43, decisions.md 30): up to 10 per user, one home and one active.
-- At most one of each per user is the database's own rule (partial unique indexes, which
-- Prisma cannot declare); at least one is kept by the transactions that change them
-- (server/domain/places/). Every existing user with a place gets it as their one saved
-- place, home and active, labelled with its city (else its name, else 'Home'), 40
-- characters at most, like a label given through the API.
ALTER TABLE "User" ADD COLUMN "travelSettings" JSONB;

CREATE TABLE "SavedPlace" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "label" TEXT NOT NULL,
    "location" JSONB NOT NULL,
    "home" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "stayDays" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedPlace_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "SavedPlace_stayDays_check" CHECK ("stayDays" IS NULL OR "stayDays" >= 0)
);

CREATE INDEX "SavedPlace_userId_idx" ON "SavedPlace"("userId");
CREATE UNIQUE INDEX "SavedPlace_home_key" ON "SavedPlace"("userId") WHERE "home";
CREATE UNIQUE INDEX "SavedPlace_active_key" ON "SavedPlace"("userId") WHERE "active";

ALTER TABLE "SavedPlace" ADD CONSTRAINT "SavedPlace_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "SavedPlace" ("id", "userId", "label", "location", "home", "active", "createdAt")
SELECT gen_random_uuid(), u."id",
       LEFT(COALESCE(NULLIF(BTRIM(u."location"->>'city'), ''), NULLIF(BTRIM(u."location"->>'name'), ''), 'Home'), 40),
       u."location", true, true, CURRENT_TIMESTAMP
FROM "User" u
WHERE u."location" IS NOT NULL AND jsonb_typeof(u."location") = 'object';
