-- Mosques imported from OpenStreetMap (issue 44 item 3): unclaimed ones have no admin
-- token yet; the OSM id keeps a second import from duplicating them.
ALTER TABLE "Mosque" ALTER COLUMN "adminTokenHash" DROP NOT NULL;
ALTER TABLE "Mosque" ADD COLUMN "osmId" TEXT;
ALTER TABLE "Mosque" ADD COLUMN "nameAr" TEXT;
ALTER TABLE "Mosque" ADD COLUMN "address" TEXT;
ALTER TABLE "Mosque" ADD COLUMN "email" TEXT;
ALTER TABLE "Mosque" ADD COLUMN "website" TEXT;
CREATE UNIQUE INDEX "Mosque_osmId_key" ON "Mosque"("osmId");
