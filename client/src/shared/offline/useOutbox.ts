// The writes waiting in the outbox (outbox.ts), for screens that show them as pending.
import { useSyncExternalStore } from 'react';
import { outboxEntries, subscribeOutbox } from './outboxStore.ts';
import type { OutboxEntry } from './outboxTypes.ts';

export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, outboxEntries);
}
