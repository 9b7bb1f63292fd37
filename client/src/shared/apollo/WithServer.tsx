// Parts of a screen that read or write server data, rendered once the Apollo Client
// has arrived (appClient.ts). Until then, `fallback` holds their place: on Home it is
// the same card without server data (placeholders, disabled ticks), so the first
// paint needs none of Apollo's code and nothing moves when the data comes.
import { lazy, Suspense, type ReactNode } from 'react';

/** Suspends until the client has arrived, then provides it to Apollo's hooks below. */
export const WithClient = lazy(() => import('./ClientProvider.tsx'));

export function WithServer({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WithClient>{children}</WithClient>
    </Suspense>
  );
}
