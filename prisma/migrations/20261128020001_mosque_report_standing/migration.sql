-- Reports that may hide a mosque (issue 40, item 2): the reporter's network (an IPv4 /24 or
-- an IPv6 /64; hiding needs more than one), and when the admin last answered this reporter
-- (their reports count toward hiding again 30 days after it). Both stay null on older rows.
ALTER TABLE "MosqueReport" ADD COLUMN "network" TEXT;
ALTER TABLE "MosqueReport" ADD COLUMN "lastAnsweredAt" TIMESTAMPTZ(3);
