// What the WebSocket endpoint has set up, told to whoever listens in the same process:
// the tests, which must not publish before a subscription listens. graphql-ws sends the
// client nothing when an operation is set up, and a fixed pause before publishing is a
// guess that a busy machine breaks. Nobody listens in production, where an emit without
// listeners costs a property look-up.
import { EventEmitter } from 'node:events';

export interface LiveObserverEvents {
  /** A socket's connection_init was accepted, with the params the client sent in it. */
  connected: [connectionParams: unknown];
  /** An operation of that socket is set up: a subscription's listener is registered. */
  operation: [connectionParams: unknown, id: string];
}

export const liveObserver = new EventEmitter<LiveObserverEvents>();
// Each waiting test subscription listens; a test may open dozens at once.
liveObserver.setMaxListeners(0);
