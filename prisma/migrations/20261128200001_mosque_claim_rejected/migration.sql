-- The operator can turn a waiting claim down (`npm run mosques:claims -- reject ID`): a
-- rejected claim is settled, so the mosque can be claimed again.
ALTER TABLE "MosqueClaim" DROP CONSTRAINT "MosqueClaim_status_check";
ALTER TABLE "MosqueClaim" ADD CONSTRAINT "MosqueClaim_status_check" CHECK ("status" IN ('pending', 'mailed', 'approved', 'used', 'expired', 'rejected'));
