-- Idempotency keys (issue 30): a create sent twice with the same key (a double click, a
-- retry after a lost answer, REST's Idempotency-Key header) creates once. Kept per user for
-- 24 hours; the database holds them so every instance, and a restarted one, agrees.
CREATE TABLE "IdempotencyKey" (
    "userId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "response" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("userId", "key"),
    CONSTRAINT "IdempotencyKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");
