// Chunks that arrive after the first paint: the Apollo Client, the toast container, the parts
// of a screen and the sheets it opens. On a phone the connection can drop just then, and a
// plain React.lazy keeps a failed import for good: its error reaches the nearest boundary,
// and for a part outside the screen's own (the toasts, the client's provider) that is the
// root, so the whole app went blank. Here a failed import is asked for again, at once when
// the browser says it is back online, else after a pause that grows; the promise only ever
// resolves, so until then the part simply has not arrived (Suspense shows its fallback).
// Whole screens have their own message and 'Try again' (app/retryableLazy.tsx).
import { lazy, type ComponentType } from 'react';

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/** `load()`, asked again after every failure until it succeeds. */
export function importUntilArrived<T>(load: () => Promise<T>, what = 'a part of the app'): Promise<T> {
  return new Promise((resolve) => {
    const attempt = (failures: number): void => {
      load().then(resolve, (error: unknown) => {
        console.warn(`loading ${what} failed; asking again`, error);
        const again = () => {
          clearTimeout(timer);
          window.removeEventListener('online', again);
          attempt(failures + 1);
        };
        const timer = setTimeout(again, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
        window.addEventListener('online', again);
      });
    };
    attempt(0);
  });
}

/** React.lazy whose chunk is asked for again until it arrives, instead of failing for good. */
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importUntilArrived(load));
}
