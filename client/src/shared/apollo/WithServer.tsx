// Parts of a screen that read or write server data, rendered once the Apollo Client
// has arrived (appClient.ts). Until then, `fallback` holds their place: on Home it is
// the same card without server data (placeholders, disabled ticks), so the first
// paint needs none of Apollo's code and nothing moves when the data comes.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { appClient } from './appClient.ts';

/**
 * A lazy component whose chunk is fetched once the client has arrived: requested during
 * the first render, it would compete with what the first paint needs.
 */
export function lazyWithClient<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => appClient.then(load));
}

/** Suspends until the client has arrived, then provides it to Apollo's hooks below. */
export const WithClient = lazyWithClient(() => import('./ClientProvider.tsx'));

export function WithServer({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WithClient>{children}</WithClient>
    </Suspense>
  );
}
