-- Mosques (issue 33, decision 26): pages managed through a private admin link,
-- announcements, followers and reports; notices among the push jobs.
-- Distances: the cube extension (PGlite ships it; PostgreSQL's contrib) holds each
-- mosque's point on the unit sphere in a GiST index, so 'near me' is an index scan
-- ordered by chord distance (OPERATOR(public.<->)); the extension goes into public
-- and is always named with its schema, so a DATABASE_SCHEMA elsewhere finds it.
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;

CREATE TABLE "Mosque" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "timezone" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "prayerSettings" JSONB NOT NULL,
    "timetable" JSONB,
    "iqama" JSONB NOT NULL DEFAULT '[]',
    "jumuah" TEXT[],
    "eid" JSONB NOT NULL DEFAULT '[]',
    "adminTokenHash" TEXT NOT NULL,
    "hiddenAt" TIMESTAMPTZ(3),
    "reportAnswer" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Not in schema.prisma (Prisma cannot type it): written by the database itself.
    "position" public.cube GENERATED ALWAYS AS (public.cube(ARRAY[
        cos(radians("latitude")) * cos(radians("longitude")),
        cos(radians("latitude")) * sin(radians("longitude")),
        sin(radians("latitude"))])) STORED,
    CONSTRAINT "Mosque_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Mosque_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90),
    CONSTRAINT "Mosque_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180)
);

CREATE UNIQUE INDEX "Mosque_slug_key" ON "Mosque"("slug");
CREATE UNIQUE INDEX "Mosque_adminTokenHash_key" ON "Mosque"("adminTokenHash");
CREATE INDEX "Mosque_name_idx" ON "Mosque"("name");
CREATE INDEX "Mosque_city_idx" ON "Mosque"("city");
CREATE INDEX "Mosque_position_idx" ON "Mosque" USING gist ("position");
ALTER TABLE "Mosque" ADD CONSTRAINT "Mosque_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "MosqueAnnouncement" (
    "id" UUID NOT NULL,
    "mosqueId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MosqueAnnouncement_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MosqueAnnouncement_text_check" CHECK (char_length("text") BETWEEN 1 AND 280)
);
CREATE INDEX "MosqueAnnouncement_mosqueId_createdAt_idx" ON "MosqueAnnouncement"("mosqueId", "createdAt");
ALTER TABLE "MosqueAnnouncement" ADD CONSTRAINT "MosqueAnnouncement_mosqueId_fkey" FOREIGN KEY ("mosqueId") REFERENCES "Mosque"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "MosqueFollow" (
    "userId" UUID NOT NULL,
    "mosqueId" UUID NOT NULL,
    "notify" BOOLEAN NOT NULL DEFAULT false,
    "iqamaReminder" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MosqueFollow_pkey" PRIMARY KEY ("userId"),
    CONSTRAINT "MosqueFollow_iqamaReminder_check" CHECK ("iqamaReminder" BETWEEN 0 AND 60)
);
CREATE INDEX "MosqueFollow_mosqueId_idx" ON "MosqueFollow"("mosqueId");
ALTER TABLE "MosqueFollow" ADD CONSTRAINT "MosqueFollow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MosqueFollow" ADD CONSTRAINT "MosqueFollow_mosqueId_fkey" FOREIGN KEY ("mosqueId") REFERENCES "Mosque"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "MosqueReport" (
    "mosqueId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "answeredAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MosqueReport_pkey" PRIMARY KEY ("mosqueId", "userId")
);
ALTER TABLE "MosqueReport" ADD CONSTRAINT "MosqueReport_mosqueId_fkey" FOREIGN KEY ("mosqueId") REFERENCES "Mosque"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MosqueReport" ADD CONSTRAINT "MosqueReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PushJob" ADD COLUMN "title" TEXT;
ALTER TABLE "PushJob" ADD COLUMN "body" TEXT;
ALTER TABLE "PushJob" ADD COLUMN "url" TEXT;
