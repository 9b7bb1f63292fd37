// The app's one Apollo Client, which arrives after the first paint.
//
// Apollo Client (with rxjs, graphql's printer and the normalized cache) is a quarter of
// the JavaScript a first visit would otherwise load before Home can paint, and Home's
// times never need it: they come from the prayer engine and the cached user. So the
// client is built in a chunk of its own, fetched once Home has painted (main.tsx says
// how to build it, AppProvider says when), and everything that talks to the server
// waits for this promise: the sign-in, actions such as saving an e-mail, and the parts of the
// screens that show server data (WithClient.tsx).
import type { ApolloClient } from '@apollo/client';
import { importUntilArrived } from '../lazyPart.ts';

let provide: (client: ApolloClient) => void = () => undefined;

/** Resolves once the client is built; the same promise for the whole page's life. */
export const appClient: Promise<ApolloClient> = new Promise((resolve) => {
  provide = resolve;
});

let load: (() => Promise<ApolloClient>) | null = null;
let built: ApolloClient | null = null;

/** The client once it is built, else null: for what must not wait for it. */
export const builtAppClient = (): ApolloClient | null => built;
let started = false;

/** Called once, by main.tsx, with how the app builds its client (the app composes it). */
export function provideAppClient(loader: () => Promise<ApolloClient>): void {
  load = loader;
}

/**
 * Starts building the client, once; AppProvider calls it after the first paint. Its
 * chunk is not requested earlier, so it does not compete with what the first paint
 * needs (the language's catalog, the fonts) on a slow connection. A chunk that fails to
 * arrive (a first visit losing its connection; later visits have it from the service
 * worker) is asked for again (lazyPart.ts), so the promise only ever resolves:
 * until then the app behaves as while signing in.
 */
export function startAppClient(): void {
  const loader = load;
  if (started || !loader) return;
  started = true;
  void importUntilArrived(loader, 'the app client').then((client) => {
    built = client;
    provide(client);
  });
}
