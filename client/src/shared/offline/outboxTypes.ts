// A write kept in the outbox (outbox.ts): what to send, for whom, and the idempotency key
// it is sent with every time, so a resend after a lost answer counts once on the server.
export interface OutboxWrite {
  /** Which sender sends it (registered by the app: tick, untick, reflection). */
  kind: string;
  /** The user who made it: another account signed in on this device does not send it. */
  userId: string;
  date: string;
  [field: string]: string | boolean;
}

export interface OutboxEntry {
  /** Order of making; IndexedDB's key. */
  seq: number;
  key: string;
  write: OutboxWrite;
  /** A send failed for want of a connection (or this page has not tried yet): shown as pending. */
  waiting: boolean;
}
