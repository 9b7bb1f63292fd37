// Upstream politeness (Nominatim's usage policy: at most one request a second):
// tasks run one at a time, each starting at least `intervalMs` after the previous
// one started. A bounded queue refuses work rather than pile up waiting callers.
export class QueueFullError extends Error {
  constructor() {
    super('Too many place look-ups are waiting');
  }
}

export function createThrottle(intervalMs: number, maxQueue: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;
  let waiting = 0;

  return function schedule<T>(task: () => Promise<T>): Promise<T> {
    if (waiting >= maxQueue) return Promise.reject(new QueueFullError());
    waiting += 1;
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      waiting -= 1;
      return task();
    });
    // The next task waits for this one to finish, whether it succeeded or not.
    tail = run.catch(() => undefined);
    return run;
  };
}
