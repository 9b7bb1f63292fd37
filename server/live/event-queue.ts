// One subscriber's events: a small queue behind an async iterator. It replaces a
// Repeater per subscriber (issue 16): with 10,000 sockets every event was pushed
// through 10,000 Repeaters (two with a filter), which cost more time and memory than
// the execution itself. `keep` filters before anything is queued.

/** A subscriber that stops reading gets at most this many events queued, then its subscription ends. */
export const MAX_QUEUED_EVENTS = 1000;

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

export class EventQueue<T> implements AsyncIterableIterator<T> {
  private readonly queued: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private ended = false;

  private readonly keep: ((event: T) => boolean) | null;
  private readonly onEnd: () => void;
  constructor(keep: ((event: T) => boolean) | null, onEnd: () => void) {
    this.keep = keep;
    this.onEnd = onEnd;
  }

  push(event: T): void {
    if (this.ended || (this.keep && !this.keep(event))) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: event, done: false });
    } else if (this.queued.length < MAX_QUEUED_EVENTS) {
      this.queued.push(event);
    } else {
      // A reader this far behind is gone in all but name: end rather than grow without bound.
      void this.return();
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queued.length > 0) return Promise.resolve({ value: this.queued.shift()!, done: false });
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.ended) {
      this.ended = true;
      this.queued.length = 0;
      this.onEnd();
      this.waiting?.(DONE);
      this.waiting = null;
    }
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
