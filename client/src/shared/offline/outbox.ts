// Writes made offline are kept and sent when the connection returns (issue 30): ticks,
// unticks and the day's reflection go through here. Each is stored (IndexedDB, so a
// reload keeps it), shown as pending while it waits, and sent in order with its own
// idempotency key: a resend after a lost answer counts once on the server
// (server/domain/idempotency/once.ts). A refusal from the server (not a lost
// connection) drops the write and says why; nothing is dropped silently.
// This module comes with the Apollo Client's chunk (app/createAppClient.ts); what the
// screens read to show pending writes is in outboxStore.ts, in the first load.
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { deleteEntry, readEntries, storeEntry } from './outboxDb.ts';
import { outboxEntries, replace, setKeeper } from './outboxStore.ts';
import type { OutboxEntry, OutboxWrite } from './outboxTypes.ts';

export interface OutboxSender {
  send(client: ApolloClient, write: OutboxWrite, key: string): Promise<void>;
  /** Tells the user a write the server refused (it is dropped). */
  refused(write: OutboxWrite, error: unknown): void;
}

// Whose writes go now: each entry carries its user, and only the signed-in user's are sent.
type CurrentUserId = () => string | undefined;

let started: { client: ApolloClient; senders: Record<string, OutboxSender>; currentUserId: CurrentUserId } | null = null;
let flushing: Promise<void> | null = null;

// Writes left by an earlier visit: they have not been sent, so they wait.
const loaded = readEntries().then((stored) => {
  const entries = outboxEntries();
  const ours = new Set(entries.map((e) => e.seq));
  replace([...stored.filter((e) => !ours.has(e.seq)).map((e) => ({ ...e, waiting: true })), ...entries].sort((a, b) => a.seq - b.seq));
});

// Every write the store shows (outboxStore.ts enqueue) is kept, then sent as soon as it can be.
setKeeper((entry: OutboxEntry) => void storeEntry(entry).then(() => flushOutbox()));

/** Starts sending with this client (the app's, once it has loaded); again on every reconnect. */
export function startOutbox(client: ApolloClient, senders: Record<string, OutboxSender>, currentUserId: CurrentUserId): void {
  started = { client, senders, currentUserId };
  window.addEventListener('online', () => void flushOutbox());
  void loaded.then(() => flushOutbox());
}

export function flushOutbox(): Promise<void> {
  flushing ??= sendAll().finally(() => (flushing = null));
  return flushing;
}

async function sendAll(): Promise<void> {
  await loaded;
  if (!started) return;
  const { client, senders, currentUserId } = started;
  const userId = currentUserId();
  for (;;) {
    const entry = outboxEntries().find((e) => e.write.userId === userId);
    const sender = entry && senders[entry.write.kind];
    if (!entry || !sender) return;
    try {
      await sender.send(client, entry.write, entry.key);
    } catch (error) {
      if (!CombinedGraphQLErrors.is(error)) {
        // No connection (or no server): it waits for the next reconnect.
        replace(outboxEntries().map((e) => (e.seq === entry.seq ? { ...e, waiting: true } : e)));
        return;
      }
      sender.refused(entry.write, error);
    }
    await deleteEntry(entry.seq);
    replace(outboxEntries().filter((e) => e.seq !== entry.seq));
  }
}
