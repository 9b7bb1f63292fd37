// One typed pub/sub for every live event. In-process by default; through Redis when
// REDIS_URL is set, so that subscribers on any instance receive every event.
// Payloads are plain JSON (they cross Redis): dates travel as ISO strings.
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { Channels, LivePubSub } from '../events.ts';

export function createLivePubSub(redisUrl?: string): { pubsub: LivePubSub; ping: (() => Promise<string>) | null; close(): Promise<void> } {
  if (!redisUrl) {
    // Every subscriber listens on the same few topics: thousands of listeners are normal here.
    const eventTarget = new EventTarget();
    setMaxListeners(100_000, eventTarget);
    return { pubsub: createPubSub<Channels>({ eventTarget }), ping: null, close: async () => undefined };
  }
  // Reconnect forever: a Redis restart must not take live updates down for good.
  const options = { maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 200, 2000) };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  publishClient.on('error', () => undefined);
  subscribeClient.on('error', () => undefined);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Channels>({ eventTarget }),
    /** For /readyz: resolves when Redis answers. */
    ping: () => publishClient.ping(),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

