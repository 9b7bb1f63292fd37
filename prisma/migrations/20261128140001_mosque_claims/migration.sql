-- Claiming a listed mosque (issue 44 item 4): a signed-in user's claim on an unclaimed
-- mosque, mailed to the address OpenStreetMap lists for it (a single-use token, only its
-- SHA-256 kept, for 7 days) or left pending for the operator (npm run mosques:claims).
CREATE TABLE "MosqueClaim" (
    "id" UUID NOT NULL,
    "mosqueId" UUID NOT NULL,
    "userId" UUID,
    "status" TEXT NOT NULL,
    "tokenHash" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),
    CONSTRAINT "MosqueClaim_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MosqueClaim_status_check" CHECK ("status" IN ('pending', 'mailed', 'approved', 'used', 'expired'))
);
CREATE UNIQUE INDEX "MosqueClaim_tokenHash_key" ON "MosqueClaim"("tokenHash");
CREATE INDEX "MosqueClaim_status_createdAt_idx" ON "MosqueClaim"("status", "createdAt");
CREATE INDEX "MosqueClaim_userId_idx" ON "MosqueClaim"("userId");
-- One open claim per mosque (pending or mailed), also between two requests at once.
-- Not in schema.prisma: Prisma cannot express a partial index.
CREATE UNIQUE INDEX "MosqueClaim_one_open_per_mosque" ON "MosqueClaim"("mosqueId") WHERE "status" IN ('pending', 'mailed');
ALTER TABLE "MosqueClaim" ADD CONSTRAINT "MosqueClaim_mosqueId_fkey" FOREIGN KEY ("mosqueId") REFERENCES "Mosque"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MosqueClaim" ADD CONSTRAINT "MosqueClaim_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
