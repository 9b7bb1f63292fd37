// Events a request publishes wait until its HTTP response has gone out (issue 16):
// the fan-out to thousands of sockets then never delays the writer's own answer.
// Without a response to wait for (a WebSocket operation, a timer), the pub/sub's
// own deferral to the next turn applies (live/pubsub.ts).
import type { ServerResponse } from 'node:http';
import type { LivePubSub } from './events.ts';

export type AfterResponse = (run: () => void) => void;

/** Runs callbacks once `res` has closed (sent or aborted); at once if it already has. */
export function afterResponseOf(res: ServerResponse): AfterResponse {
  let closed = false;
  const waiting: (() => void)[] = [];
  res.once('close', () => {
    closed = true;
    for (const run of waiting.splice(0)) run();
  });
  return (run) => (closed ? run() : void waiting.push(run));
}

/** The request's view of the pub/sub: same subscriptions, publishes after the response. */
export function publishAfterResponse(pubsub: LivePubSub, afterResponse: AfterResponse): LivePubSub {
  return {
    subscribe: pubsub.subscribe,
    subscribeWhere: pubsub.subscribeWhere,
    subscribers: pubsub.subscribers,
    publish: ((...args: Parameters<LivePubSub['publish']>) => {
      afterResponse(() => (pubsub.publish as (...a: typeof args) => void)(...args));
    }) as LivePubSub['publish'],
  };
}
