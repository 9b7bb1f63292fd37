// REST's Idempotency-Key header (issue 30): passed to the create's `idempotencyKey`
// argument, where server/domain/idempotency/once.ts keeps it per user for 24 hours.
import type { IncomingMessage } from 'node:http';

/** The header's value, or null when the request has none (a header sent twice is joined by Node). */
export function idempotencyKey(req: IncomingMessage): string | null {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' ? value : null;
}
