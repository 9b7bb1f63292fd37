// The writes in the outbox as the screens see them (useOutbox.ts), and the tap that adds
// one: a small store in Home's first load, so a tick shows in the same frame as its tap.
// Keeping (IndexedDB) and sending are in outbox.ts, which arrives with the Apollo Client
// and fills this store with the writes an earlier visit left.
import { newIdempotencyKey } from '../apollo/useIdempotencyKey.ts';
import type { OutboxEntry, OutboxWrite } from './outboxTypes.ts';

let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let lastSeq = 0;
// Who keeps and sends a write (outbox.ts, once it has loaded); the writes made before that.
let keeper: ((entry: OutboxEntry) => void) | null = null;
const unkept: OutboxEntry[] = [];

/** outbox.ts, on loading: it keeps and sends every write from now on, and those already made. */
export function setKeeper(keep: (entry: OutboxEntry) => void): void {
  keeper = keep;
  for (const entry of unkept.splice(0)) keep(entry);
}

export function replace(next: readonly OutboxEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxEntries(): readonly OutboxEntry[] {
  return entries;
}

/** Shows a write at once; outbox.ts keeps it and sends it as soon as it can. */
export function enqueue(write: OutboxWrite): void {
  // Unique and increasing across reloads and tabs (a clock, bumped past the last one).
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1, ...entries.map((e) => e.seq + 1));
  const entry: OutboxEntry = { seq: lastSeq, key: newIdempotencyKey(), write, waiting: !navigator.onLine };
  replace([...entries, entry]);
  if (keeper) keeper(entry);
  else unkept.push(entry);
}
