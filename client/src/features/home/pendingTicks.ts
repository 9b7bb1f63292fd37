// The day's ticks and unticks still in the outbox: the rows show them at once (the last
// one per prayer wins), and those waiting for the connection as pending.
import type { FivePrayer } from '@prayer-companion/engine';
import { useOutbox } from '../../shared/offline/useOutbox.ts';

export interface PendingTicks {
  /** Whether each prayer with an unsent write will be done once it is sent. */
  done: ReadonlyMap<FivePrayer, boolean>;
  /** Prayers whose write waits for the connection. */
  waiting: ReadonlySet<FivePrayer>;
  /** A tick or untick of this user, of any day, waits to be sent. */
  anyWaiting: boolean;
}

export function usePendingTicks(userId: string, date: string): PendingTicks {
  const entries = useOutbox();
  const done = new Map<FivePrayer, boolean>();
  const waiting = new Set<FivePrayer>();
  let anyWaiting = false;
  for (const { write, waiting: isWaiting } of entries) {
    if (write.userId !== userId || (write.kind !== 'tick' && write.kind !== 'untick')) continue;
    anyWaiting ||= isWaiting;
    if (write.date !== date) continue;
    const prayer = write.prayer as FivePrayer;
    done.set(prayer, write.kind === 'tick');
    if (isWaiting) waiting.add(prayer);
  }
  return { done, waiting, anyWaiting };
}

/** The server's ticks with the unsent writes laid over them. */
export function withPending(completed: ReadonlySet<FivePrayer> | undefined, pending: PendingTicks): ReadonlySet<FivePrayer> | undefined {
  if (!completed || pending.done.size === 0) return completed;
  const shown = new Set(completed);
  for (const [prayer, done] of pending.done) {
    if (done) shown.add(prayer);
    else shown.delete(prayer);
  }
  return shown;
}
