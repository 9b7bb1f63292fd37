// Tells live feeds that the subscriptions socket came back after a drop (a server
// restart, a phone waking up): what was published meanwhile was missed, so each feed
// catches up (useLiveFeed). Apart from webSocketLink.ts, so that screens can listen
// without loading graphql-ws before their first subscription.
const listeners = new Set<() => void>();

export function notifyReconnected(): void {
  for (const listener of [...listeners]) listener();
}

/** Returns the function that stops listening. */
export function onReconnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
