// Where writes made offline are kept across reloads (issue 30): one IndexedDB store,
// keyed by the write's sequence number so they come back in the order they were made.
// Without IndexedDB (some private modes) the writes live for this page only.
import type { OutboxEntry } from './outboxTypes.ts';

const DB_NAME = 'outbox';
const STORE = 'writes';

let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'seq' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return database().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) return resolve(undefined);
        const request = act(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      }),
  );
}

export async function readEntries(): Promise<OutboxEntry[]> {
  return ((await run('readonly', (store) => store.getAll())) as OutboxEntry[] | undefined) ?? [];
}

export async function storeEntry(entry: OutboxEntry): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
}

export async function deleteEntry(seq: number): Promise<void> {
  await run('readwrite', (store) => store.delete(seq));
}
