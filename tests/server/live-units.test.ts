// The pieces of the fan-out on their own: one execution per event for a shared
// stream, the last member out unsubscribes from the topic, a slow reader's queue is
// bounded, and a request's events wait for its response to leave.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, subscribe, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { createLivePubSub } from '../../server/live/pubsub.ts';
import { createSharedStreams, selectsOnlyPublicTypes } from '../../server/live/shared-streams.ts';
import { EventQueue, MAX_QUEUED_EVENTS } from '../../server/live/event-queue.ts';
import { afterResponseOf, publishAfterResponse } from '../../server/domain/events/after-response.ts';
import type { DuaLikesEvent } from '../../server/domain/events/events.ts';

const nextTurn = () => new Promise((r) => setImmediate(r));

function schemaCounting(pubsub: ReturnType<typeof createLivePubSub>['pubsub'], executions: { count: number }) {
  const Likes = new GraphQLObjectType<DuaLikesEvent>({
    name: 'DuaLikes',
    extensions: { publicEvent: true },
    fields: {
      id: { type: GraphQLString },
      likes: { type: GraphQLInt, resolve: (event) => (executions.count++, event.likes) },
    },
  });
  const Private = new GraphQLObjectType({ name: 'Private', fields: { mine: { type: GraphQLString } } });
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        duaLikes: { type: Likes, subscribe: () => pubsub.subscribe('duaLikes'), resolve: (e) => e },
        secret: { type: Private, subscribe: () => pubsub.subscribe('duaLikes'), resolve: () => ({ mine: 'x' }) },
      },
    }),
  });
}

test('subscribers of one public operation share one execution per event; other variables get their own', async () => {
  const { pubsub } = createLivePubSub();
  const executions = { count: 0 };
  const schema = schemaCounting(pubsub, executions);
  const shared = createSharedStreams();
  const document = parse('subscription($n: Int) { duaLikes { id likes } }');
  const args = (variableValues: Record<string, unknown>): ExecutionArgs => ({ schema, document, variableValues });
  const start = (a: ExecutionArgs) => subscribe(a) as Promise<AsyncIterable<ExecutionResult>>;

  const members = await Promise.all([shared.subscribe(args({ n: 1 }), start), shared.subscribe(args({ n: 1 }), start), shared.subscribe(args({ n: 2 }), start)]);
  assert.equal(shared.size(), 2, 'one group per distinct variables');
  const [a, b, c] = members.map((m) => (m as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator]());
  await nextTurn();
  pubsub.publish('duaLikes', { id: 'd1', likes: 5 });
  const [ra, rb, rc] = await Promise.all([a!.next(), b!.next(), c!.next()]);
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
  assert.deepEqual(plain(ra.value), { data: { duaLikes: { id: 'd1', likes: 5 } } });
  assert.equal(ra.value, rb.value, 'the same result object for both members of a group');
  assert.deepEqual(plain(rc.value), plain(ra.value));
  assert.equal(executions.count, 2, 'executed once per group, not once per subscriber');

  // The last member out ends the group and leaves the topic.
  await a!.return!();
  assert.equal(shared.size(), 2);
  await b!.return!();
  await c!.return!();
  assert.equal(shared.size(), 0);
  await nextTurn();
  executions.count = 0;
  pubsub.publish('duaLikes', { id: 'd1', likes: 6 });
  await nextTurn();
  assert.equal(executions.count, 0, 'nothing executes for an event nobody watches');
});

test('only documents made of public event types may be shared', () => {
  const { pubsub } = createLivePubSub();
  const schema = schemaCounting(pubsub, { count: 0 });
  assert.equal(selectsOnlyPublicTypes(schema, parse('subscription { duaLikes { id likes } }')), true);
  assert.equal(selectsOnlyPublicTypes(schema, parse('subscription { secret { mine } }')), false);
  assert.equal(selectsOnlyPublicTypes(schema, parse('subscription { duaLikes { id } secret { mine } }')), false);
  assert.equal(selectsOnlyPublicTypes(schema, parse('query { ok }')), false);
});

test('a reader that stops reading has a bounded queue, then its subscription ends', async () => {
  let ended = 0;
  const queue = new EventQueue<number>(null, () => ended++);
  for (let i = 0; i <= MAX_QUEUED_EVENTS; i++) queue.push(i);
  assert.equal(ended, 1);
  assert.deepEqual(await queue.next(), { value: undefined, done: true });
});

test('a filtered queue keeps only what its filter accepts', async () => {
  const queue = new EventQueue<number>((n) => n % 2 === 0, () => undefined);
  for (const n of [1, 2, 3, 4]) queue.push(n);
  assert.deepEqual([(await queue.next()).value, (await queue.next()).value], [2, 4]);
});

test("a request's events are published once its response has gone out", async () => {
  const { pubsub } = createLivePubSub();
  const seen: { likes: number; responseFinished: boolean }[] = [];
  let current: import('node:http').ServerResponse | undefined;
  const events = pubsub.subscribe('duaLikes')[Symbol.asyncIterator]();
  const reading = (async () => {
    for (;;) {
      const next = await events.next();
      if (next.done) return;
      seen.push({ likes: next.value.likes, responseFinished: current?.writableFinished ?? false });
    }
  })();
  const server = createServer((req, res) => {
    current = res;
    const requestPubsub = publishAfterResponse(pubsub, afterResponseOf(res));
    requestPubsub.publish('duaLikes', { id: 'd', likes: 1 });
    // Still not published a turn later: the response has not been sent.
    setImmediate(() => {
      assert.equal(seen.length, 0);
      res.end('done');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'done');
  await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(seen, [{ likes: 1, responseFinished: true }]);
  await events.return!();
  await reading;
  await new Promise((r) => server.close(r));
});

// An event published or a subscription ended after close() (a socket closing during shutdown)
// cannot reach Redis. The CI run of 2026-11-29 ended on that rejection, unhandled; it is now
// logged and dropped.
test('through Redis, an event published or a subscription ended after close() is logged, not an unhandled rejection', { skip: !process.env.REDIS_URL && 'needs REDIS_URL' }, async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const written: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => (written.push(String(chunk)), write(chunk, ...rest))) as typeof process.stderr.write;
  try {
    const live = createLivePubSub(process.env.REDIS_URL);
    assert.equal(await live.ping?.(), 'PONG');
    const subscription = live.pubsub.subscribe('usersOnline')[Symbol.asyncIterator]();
    await live.close();
    live.pubsub.publish('usersOnline', { all: 1, private: 1, saved: 0 });
    await subscription.return?.();
    const logged = (what: string) => written.some((line) => line.includes(`"live ${what} failed"`) && line.includes('usersOnline'));
    for (let i = 0; i < 200 && !(logged('publish') && logged('unsubscribe')); i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setImmediate(r));
    assert.ok(logged('publish'), 'the lost event is logged');
    assert.ok(logged('unsubscribe'), 'the subscription that ended late is logged');
    assert.deepEqual(unhandled, []);
  } finally {
    process.stderr.write = write;
    process.off('unhandledRejection', onUnhandled);
  }
});
