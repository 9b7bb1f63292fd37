// Resolves once the browser has shown the first screen (AppProvider starts the watch after
// the first commit). Everything the first screen does not need waits for it: the sign-in's
// requests, the Apollo Client's chunk, a sign-in answer that would re-render the whole tree.
// Started earlier, they compete with what the paint needs for a cheap phone's CPU and
// connection; and Lighthouse's simulation counts every request that finished before the
// paint as one the paint waited for (bench:client measured 2.4 s instead of 2.0 s FCP when
// the client's chunk happened to arrive just before it).
let resolvePainted: () => void = () => undefined;

export const firstPaint: Promise<void> = new Promise((resolve) => {
  resolvePainted = resolve;
});

/** What released the wait, kept as a performance mark ('first-paint-released', its detail) for traces and tests. */
type Release = 'nothing-to-paint' | 'paint' | 'frame' | 'fallback';
let released = false;
function markPainted(why: Release): void {
  if (released) return;
  released = true;
  performance.mark?.('first-paint-released', { detail: why });
  resolvePainted();
}

// A page opened in a background tab is not painted until it is shown, and some browsers
// never report it: the app then goes on after this long.
const FALLBACK_MS = 1_000;

function reportsFirstContentfulPaint(): boolean {
  return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
}

/**
 * For a first screen with nothing contentful on it (the identity gate's spinner while a
 * screen waits for the sign-in): the browser will report no paint until the sign-in is
 * done, so what waits for the paint goes now.
 */
export function nothingToPaintYet(): void {
  markPainted('nothing-to-paint');
}

/**
 * Called once, by AppProvider, after the first commit. Resolves `firstPaint` when the
 * browser reports its first contentful paint (Paint Timing), or in the task after the next
 * frame where it cannot tell. Returns a cleanup for the effect.
 */
export function watchFirstPaint(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    observer?.disconnect();
  };
  const done = (why: Release) => {
    stop();
    markPainted(why);
  };
  if (reportsFirstContentfulPaint()) {
    // The observer's callback is a task queued after the paint is on screen; `buffered`
    // also delivers a paint that happened before the observer existed.
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done('paint');
    });
    observer.observe({ type: 'paint', buffered: true });
    timer = setTimeout(() => done('fallback'), FALLBACK_MS);
  } else {
    // After this commit's frame: an effect may run before the browser paints.
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => done('frame'), 0);
    });
  }
  return stop;
}
