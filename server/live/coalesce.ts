// Coalescing a burst of count events (issue 47 item 3). A heart is one event; 500 hearts a
// second on a post watched by 10,000 would be 5,000,000 messages a second. Per key (a
// post), the first event after a quiet spell goes out at once (a single heart keeps its
// latency); the rest of a burst waits, and only the newest by version goes out, at the end
// of the key's window or as soon as the key has been quiet for `quietMs`, whichever comes
// first. While a burst lasts its windows grow (250, 500, then 1,000 ms), so a post hearted
// for ten seconds costs its watchers about ten updates, not forty, and the count still moves
// every second; the burst's last count goes out `quietMs` after its last heart, not at the
// end of a long window. Versions come from the row's own UPDATE (UmmahPost.countsVersion),
// so an older event that arrives late (another instance, another transaction's turn) is
// dropped rather than shown over a newer one, and the last update a watcher gets is exact.

/** A key's first window after a quiet spell, and how long a key must be quiet for its waiting event to go out. */
export const COALESCE_WINDOW_MS = 250;
/** The longest window a burst grows to: while it lasts, a watcher still sees the count move once a second. */
export const COALESCE_MAX_WINDOW_MS = 1000;

/** Keys whose last delivered version is remembered (an older event is dropped); the oldest are forgotten beyond it. */
const REMEMBERED_KEYS = 50_000;

export interface Coalescing<E> {
  key: (event: E) => string;
  version: (event: E) => number;
  windowMs?: number;
  maxWindowMs?: number;
  quietMs?: number;
}

/** A key in a burst: its current window and the newest event waiting for it. */
interface Burst<E> {
  windowMs: number;
  waiting: E | null;
  windowTimer: NodeJS.Timeout;
  quietTimer: NodeJS.Timeout | null;
}

export class Coalescer<E> {
  /** Last version delivered per key; a Map keeps insertion order, so the oldest are forgotten first. */
  private readonly delivered = new Map<string, number>();
  /** Keys within a window (something was delivered less than a window ago): their events wait. */
  private readonly bursts = new Map<string, Burst<E>>();
  private readonly rules: Coalescing<E>;
  private readonly deliver: (event: E) => void;
  private readonly windowMs: number;
  private readonly maxWindowMs: number;
  private readonly quietMs: number;

  constructor(rules: Coalescing<E>, deliver: (event: E) => void) {
    this.rules = rules;
    this.deliver = deliver;
    this.windowMs = rules.windowMs ?? COALESCE_WINDOW_MS;
    this.maxWindowMs = Math.max(this.windowMs, rules.maxWindowMs ?? COALESCE_MAX_WINDOW_MS);
    this.quietMs = rules.quietMs ?? this.windowMs;
  }

  push(event: E): void {
    const key = this.rules.key(event);
    const version = this.rules.version(event);
    if (version <= (this.delivered.get(key) ?? -Infinity)) return;
    const burst = this.bursts.get(key);
    if (!burst) {
      // Quiet until now: at once, and a window opens.
      this.send(key, version, event);
      this.bursts.set(key, { windowMs: this.windowMs, waiting: null, windowTimer: this.windowTimer(key, this.windowMs), quietTimer: null });
      return;
    }
    if (!burst.waiting || this.rules.version(burst.waiting) < version) burst.waiting = event;
    // Each event restarts the quiet timer: it fires only once the burst has stopped.
    if (burst.quietTimer) clearTimeout(burst.quietTimer);
    burst.quietTimer = setTimeout(() => this.quiet(key), this.quietMs);
  }

  /** Stops the timers (the server is closing); what waits is delivered now. */
  close(): void {
    const bursts = [...this.bursts];
    this.bursts.clear();
    for (const [key, burst] of bursts) {
      clearTimeout(burst.windowTimer);
      if (burst.quietTimer) clearTimeout(burst.quietTimer);
      if (burst.waiting) this.sendIfNewer(key, burst.waiting);
    }
  }

  private windowTimer(key: string, ms: number): NodeJS.Timeout {
    return setTimeout(() => this.windowEnded(key), ms);
  }

  /** A window ended: an event waiting goes out and the burst's next window is longer; none waiting, the key is quiet again. */
  private windowEnded(key: string): void {
    const burst = this.bursts.get(key);
    if (!burst) return;
    if (burst.quietTimer) clearTimeout(burst.quietTimer);
    burst.quietTimer = null;
    const waiting = burst.waiting;
    burst.waiting = null;
    if (waiting && this.sendIfNewer(key, waiting)) {
      burst.windowMs = Math.min(burst.windowMs * 2, this.maxWindowMs);
      burst.windowTimer = this.windowTimer(key, burst.windowMs);
    } else {
      this.bursts.delete(key);
    }
  }

  /** The burst has stopped before its window's end: its newest event goes out now; the window runs on. */
  private quiet(key: string): void {
    const burst = this.bursts.get(key);
    if (!burst) return;
    burst.quietTimer = null;
    const waiting = burst.waiting;
    burst.waiting = null;
    if (waiting) this.sendIfNewer(key, waiting);
  }

  private sendIfNewer(key: string, event: E): boolean {
    const version = this.rules.version(event);
    if (version <= (this.delivered.get(key) ?? -Infinity)) return false;
    this.send(key, version, event);
    return true;
  }

  private send(key: string, version: number, event: E): void {
    this.delivered.delete(key);
    this.delivered.set(key, version);
    if (this.delivered.size > REMEMBERED_KEYS) this.delivered.delete(this.delivered.keys().next().value!);
    this.deliver(event);
  }
}
