// Parts of a screen that use Apollo's hooks, rendered once the Apollo Client has
// arrived (appClient.ts), so the first paint needs none of Apollo's code. On Home that
// part renders nothing itself and hands its data up to the cards painted first
// (features/home/HomeData.tsx), so nothing is replaced when the data comes.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importUntilArrived } from '../lazyPart.ts';
import { appClient } from './appClient.ts';

/**
 * A lazy component whose chunk is fetched once the client has arrived: requested during
 * the first render, it would compete with what the first paint needs. A chunk that fails
 * to arrive is asked for again (lazyPart.ts): most of these parts sit outside any screen's
 * error boundary, where a failure would take the whole app down.
 */
export function lazyWithClient<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => appClient.then(() => importUntilArrived(load)));
}

/** Suspends until the client has arrived, then provides it to Apollo's hooks below. */
export const WithClient = lazyWithClient(() => import('./ClientProvider.tsx'));

/**
 * WithClient with a boundary of its own that shows nothing meanwhile (not the screen's
 * loader), or `fallback`: a placeholder that holds the part's place, so what is below it
 * does not move when it arrives (a tap aimed there would land on something else).
 */
export function WithClientWhenReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WithClient>{children}</WithClient>
    </Suspense>
  );
}
