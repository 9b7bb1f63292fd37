// One typed pub/sub for every live event. In-process by default; through Redis when
// REDIS_URL is set, so that subscribers on any instance receive every event.
// Payloads are plain JSON (they cross Redis): dates travel as ISO strings.
//
// Each topic has one listener on the event target, which hands the event to every
// subscriber's queue (live/event-queue.ts): subscribing is O(1) and one event is one
// object for all of them, which live/shared-execution.ts relies on.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { log } from '../ops/log.ts';
import type { LivePubSub, PostCountsEvent } from '../domain/events/events.ts';
import { Coalescer, type Coalescing } from './coalesce.ts';
import { EventQueue } from './event-queue.ts';

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

interface Topic {
  queues: Set<EventQueue<unknown>>;
  listener: (event: Event) => void;
  coalescer: Coalescer<unknown> | null;
}

/**
 * Topics whose events are counts: a burst is coalesced on the receiving side, per
 * instance, before it reaches the subscribers' queues (live/coalesce.ts, issue 47 item 3).
 */
const COALESCED: Record<string, Coalescing<unknown>> = {
  postCounts: { key: (e) => (e as PostCountsEvent).id, version: (e) => (e as PostCountsEvent).version },
};

function topicOf(key: string, id: unknown): string {
  return id === undefined ? key : `${key}:${String(id)}`;
}

function createTopics(target: Target, deferPublish: boolean): LivePubSub {
  const topics = new Map<string, Topic>();

  function subscribe(name: string, keep: ((event: unknown) => boolean) | null): AsyncIterable<unknown> {
    let topic = topics.get(name);
    if (!topic) {
      const queues = new Set<EventQueue<unknown>>();
      const toQueues = (detail: unknown) => {
        for (const queue of queues) queue.push(detail);
      };
      const rules = COALESCED[name];
      const coalescer = rules ? new Coalescer(rules, toQueues) : null;
      const listener = (event: Event) => {
        const detail = (event as CustomEvent).detail as unknown;
        if (coalescer) coalescer.push(detail);
        else toQueues(detail);
      };
      topic = { queues, listener, coalescer };
      topics.set(name, topic);
      target.addEventListener(name, listener);
    }
    const { queues, listener, coalescer } = topic;
    const queue: EventQueue<unknown> = new EventQueue(keep, () => {
      queues.delete(queue);
      if (queues.size === 0 && topics.get(name) === topic) {
        topics.delete(name);
        target.removeEventListener(name, listener);
        coalescer?.close();
      }
    });
    queues.add(queue);
    return queue;
  }

  function publishNow(key: string, args: unknown[]) {
    const payload = args.length > 1 ? args[1] : args[0];
    target.dispatchEvent(new CustomEvent(topicOf(key, args.length > 1 ? args[0] : undefined), { detail: payload }));
  }

  return {
    publish(key, ...args) {
      // Publishing never holds the writer (issue 16): in-process, the fan-out would run
      // in the writer's own turn; the next turn keeps events in order. Requests defer
      // further, until their response has gone out (server/domain/events/after-response.ts).
      if (deferPublish) setImmediate(publishNow, key, args);
      else publishNow(key, args);
    },
    subscribe: ((key: string, ...id: unknown[]) => subscribe(topicOf(key, id[0]), null)) as LivePubSub['subscribe'],
    subscribeWhere: ((keep: (event: unknown) => boolean, key: string, ...id: unknown[]) =>
      subscribe(topicOf(key, id[0]), keep)) as LivePubSub['subscribeWhere'],
    subscribers: ((key: string, ...id: unknown[]) => topics.get(topicOf(key, id[0]))?.queues.size ?? 0) as LivePubSub['subscribers'],
  };
}

export interface LiveEvents {
  pubsub: LivePubSub;
  /** For /readyz: resolves when Redis answers; null in-process. */
  ping: (() => Promise<string>) | null;
  close(): Promise<void>;
}

export function createLivePubSub(redisUrl?: string): LiveEvents {
  if (!redisUrl) return { pubsub: createTopics(new EventTarget(), true), ping: null, close: async () => undefined };
  // Reconnect forever: a Redis restart must not take live updates down for good.
  const options = { maxRetriesPerRequest: null, retryStrategy: (times: number) => Math.min(times * 200, 2000) };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  publishClient.on('error', () => undefined);
  subscribeClient.on('error', () => undefined);
  // The event target publishes, subscribes and unsubscribes without waiting (its methods are
  // synchronous), so a command that fails would be an unhandled rejection, which ends the
  // process. They fail once close() has run: during shutdown a closing socket still ends its
  // subscriptions and changes who is online. An event that cannot reach Redis is lost either
  // way; say so.
  for (const [client, command] of [[publishClient, 'publish'], [subscribeClient, 'subscribe'], [subscribeClient, 'unsubscribe']] as const) {
    const run = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[command] = (...args: unknown[]) =>
      run(...args).catch((error: unknown) => {
        log('warn', `live ${command} failed`, { channel: String(args[0]), error: error instanceof Error ? error.message : String(error) });
        return 0;
      });
  }
  const target = createRedisEventTarget({ publishClient, subscribeClient }) as unknown as Target;
  return {
    // Publishing to Redis is already a network round trip away from the fan-out.
    pubsub: createTopics(target, false),
    ping: () => publishClient.ping(),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
