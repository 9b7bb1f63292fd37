// Upstream politeness (Nominatim's usage policy: at most one request a second):
// tasks run one at a time, and each starts at least `intervalMs` after the previous
// one ended, so even a slow first connection cannot bring two arrivals closer than
// that. A bounded queue refuses work rather than pile up waiting callers.
export class QueueFullError extends Error {
  constructor() {
    super('Too many place look-ups are waiting');
  }
}

export function createThrottle(intervalMs: number, maxQueue: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastEnd = -Infinity;
  let waiting = 0;

  return function schedule<T>(task: () => Promise<T>): Promise<T> {
    if (waiting >= maxQueue) return Promise.reject(new QueueFullError());
    waiting += 1;
    const run = tail.then(async () => {
      const wait = lastEnd + intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      waiting -= 1;
      try {
        return await task();
      } finally {
        lastEnd = Date.now();
      }
    });
    // The next task waits for this one to finish, whether it succeeded or not.
    tail = run.catch(() => undefined);
    return run;
  };
}
