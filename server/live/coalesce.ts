// Coalescing a burst of count events (issue 47 item 3). A heart is one event; 500 hearts a
// second on a post watched by 10,000 would be 5,000,000 messages a second. Per key (a
// post), the first event after a quiet window goes out at once (a single heart keeps its
// latency); the rest of a burst waits, and at the end of each window only the newest by
// version goes out. A watcher then gets at most one update per window per post, however
// fast the hearts come, and the last one it gets is the newest: versions come from the
// row's own UPDATE (UmmahPost.countsVersion), so an older event that arrives late (another
// instance, another transaction's turn) is dropped rather than shown over a newer one.

/** How long a burst's updates are gathered: at most 1000 / WINDOW_MS updates a second per post and watcher, plus the first. */
export const COALESCE_WINDOW_MS = 250;

/** Keys whose last delivered version is remembered (an older event is dropped); the oldest are forgotten beyond it. */
const REMEMBERED_KEYS = 50_000;

export interface Coalescing<E> {
  key: (event: E) => string;
  version: (event: E) => number;
  windowMs?: number;
}

export class Coalescer<E> {
  private readonly pending = new Map<string, E>();
  /** Last version delivered per key; a Map keeps insertion order, so the oldest are forgotten first. */
  private readonly delivered = new Map<string, number>();
  /** Keys delivered within the current window: their next events wait for its end. */
  private readonly recent = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private readonly windowMs: number;
  private readonly rules: Coalescing<E>;
  private readonly deliver: (event: E) => void;

  constructor(rules: Coalescing<E>, deliver: (event: E) => void) {
    this.rules = rules;
    this.deliver = deliver;
    this.windowMs = rules.windowMs ?? COALESCE_WINDOW_MS;
  }

  push(event: E): void {
    const key = this.rules.key(event);
    const version = this.rules.version(event);
    if (version <= (this.delivered.get(key) ?? -Infinity)) return;
    if (!this.recent.has(key)) {
      // Quiet until now: at once.
      this.send(key, version, event);
      this.recent.add(key);
      this.arm();
      return;
    }
    const waiting = this.pending.get(key);
    if (!waiting || this.rules.version(waiting) < version) this.pending.set(key, event);
  }

  /** Stops the timer (the server is closing); what waits is delivered now. */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flush(false);
  }

  private arm(): void {
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush(true);
      }, this.windowMs);
    }
  }

  private flush(rearm: boolean): void {
    this.recent.clear();
    const due = [...this.pending];
    this.pending.clear();
    for (const [key, event] of due) {
      const version = this.rules.version(event);
      if (version <= (this.delivered.get(key) ?? -Infinity)) continue;
      this.send(key, version, event);
      // Delivered at the window's end: its next event waits for the next window too.
      this.recent.add(key);
    }
    if (rearm && this.recent.size) this.arm();
  }

  private send(key: string, version: number, event: E): void {
    this.delivered.delete(key);
    this.delivered.set(key, version);
    if (this.delivered.size > REMEMBERED_KEYS) this.delivered.delete(this.delivered.keys().next().value!);
    this.deliver(event);
  }
}
