// The outgoing queue: batches of at most 50 every 5 s by fetch, and everything
// at once by sendBeacon when the page is hidden or closed, so nothing is lost.
import { chunkEvents } from './batching.ts';
import type { AnalyticsEvent } from './eventProps.ts';
import { sendWithBeacon, sendWithFetch, type Batch } from './transport.ts';

export const FLUSH_INTERVAL_MS = 5000;
/** Offline for long: keep the newest events only. */
const MAX_QUEUED = 1000;

export interface EventQueue {
  push(event: AnalyticsEvent): void;
  start(): void;
  stop(): void;
  /** Sends what is queued by fetch (the 5 s tick). */
  flush(): Promise<void>;
  /** Sends what is queued by sendBeacon (page hidden or closing). */
  flushWithBeacon(): void;
  /** Forgets everything queued (analytics switched off). */
  clear(): void;
}

export function createEventQueue(campaign: () => Record<string, string>): EventQueue {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending = false;

  const batchOf = (events: AnalyticsEvent[]): Batch => {
    const utm = campaign();
    return Object.keys(utm).length ? { events, utm } : { events };
  };
  const take = () => {
    const events = queue;
    queue = [];
    return events;
  };

  return {
    push(event) {
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
    },
    start() {
      timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    async flush() {
      if (sending || queue.length === 0) return;
      sending = true;
      try {
        for (const events of chunkEvents(take())) {
          const outcome = await sendWithFetch(batchOf(events));
          // Kept for the next tick, ahead of anything newer.
          if (outcome === 'retry') queue = [...events, ...queue];
        }
      } finally {
        sending = false;
      }
    },
    flushWithBeacon() {
      for (const events of chunkEvents(take())) {
        if (!sendWithBeacon(batchOf(events))) void sendWithFetch(batchOf(events));
      }
    },
    clear() {
      queue = [];
    },
  };
}
