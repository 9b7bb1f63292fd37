// A heart burst coalesces (issue 47 item 3): per post, the first count update goes out at
// once, the rest of a burst at most once per window (windows growing while it lasts), and the
// last update a watcher gets is the newest (by the row's countsVersion), so the final count is
// exact. First the coalescer
// on its own and through the pub/sub, then a real server: 40 people heart one post at once
// while two clients watch it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Coalescer, COALESCE_MAX_WINDOW_MS, COALESCE_WINDOW_MS } from '../../server/live/coalesce.ts';
import { createLivePubSub } from '../../server/live/pubsub.ts';
import type { PostCountsEvent } from '../../server/domain/events/events.ts';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const counts = (id: string, version: number): PostCountsEvent => ({ id, heartsCount: version, prayersCount: 0, commentsCount: 0, version });

test('the coalescer: the first at once, a burst once per window with its newest, an older event never after a newer', async () => {
  const out: PostCountsEvent[] = [];
  const c = new Coalescer<PostCountsEvent>({ key: (e) => e.id, version: (e) => e.version, windowMs: 50 }, (e) => out.push(e));
  c.push(counts('a', 1));
  assert.deepEqual(out.map((e) => e.version), [1], 'a quiet post: at once');
  // A burst within the window, out of order: nothing until the window ends, then only the newest.
  for (const v of [3, 2, 5, 4]) c.push(counts('a', v));
  c.push(counts('b', 7));
  assert.deepEqual(out.map((e) => `${e.id}${e.version}`), ['a1', 'b7'], 'another post is not held by the first one’s burst');
  await sleep(80);
  assert.deepEqual(out.map((e) => `${e.id}${e.version}`), ['a1', 'b7', 'a5']);
  // Late and older than what was delivered: dropped, now and after the window.
  c.push(counts('a', 4));
  await sleep(130);
  assert.deepEqual(out.map((e) => `${e.id}${e.version}`), ['a1', 'b7', 'a5']);
  // Quiet again: the next one goes out at once.
  c.push(counts('a', 6));
  assert.equal(out.at(-1)?.version, 6);
  c.close();
});

test('a long burst: its windows grow to the longest, the count moves every window, and the last count goes out once it stops', (t) => {
  // The clock is Node's mock: ten seconds of a heart every 10 ms, without waiting for them.
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let now = 0;
  const sent: { version: number; at: number }[] = [];
  const c = new Coalescer<PostCountsEvent>({ key: (e) => e.id, version: (e) => e.version }, (e) => sent.push({ version: e.version, at: now }));
  let version = 0;
  for (; now < 10_000; now += 10) {
    c.push(counts('p', ++version));
    t.mock.timers.tick(10);
  }
  const lastHeart = now - 10;
  for (; now < lastHeart + 3000; now += 10) t.mock.timers.tick(10);
  // 250, 500, then 1,000 ms windows: 13 updates for 1,000 hearts (a fixed 250 ms window sent 41).
  const bound = 1 + 2 + Math.ceil(10_000 / COALESCE_MAX_WINDOW_MS) + 1;
  assert.ok(sent.length <= bound, `${sent.length} updates (at most ${bound})`);
  for (let i = 1; i < sent.length; i++) {
    assert.ok(sent[i]!.version > sent[i - 1]!.version, 'never back');
    assert.ok(sent[i]!.at - sent[i - 1]!.at <= COALESCE_MAX_WINDOW_MS + 10, `the count moved within a window: ${sent[i - 1]!.at} → ${sent[i]!.at} ms`);
  }
  assert.equal(sent.at(-1)!.version, version, 'the final count is exact');
  // Once the hearts stop, the last count waits a quiet spell, not the rest of a long window.
  assert.ok(sent.at(-1)!.at <= lastHeart + COALESCE_WINDOW_MS + 10, `the last count at ${sent.at(-1)!.at} ms, the last heart at ${lastHeart}`);
  // Quiet again: the next heart goes out at once.
  c.push(counts('p', ++version));
  assert.equal(sent.at(-1)!.version, version);
  c.close();
});

test('through the pub/sub: 500 events in a second reach a subscriber as at most 1000/window + 2 updates, the last the newest', async () => {
  const { pubsub, close } = createLivePubSub();
  const seen: PostCountsEvent[] = [];
  const stream = pubsub.subscribe('postCounts');
  const reading = (async () => {
    for await (const e of stream) {
      seen.push(e);
      if (e.version === 500) break;
    }
  })();
  const started = Date.now();
  for (let v = 1; v <= 500; v++) {
    pubsub.publish('postCounts', counts('p', v));
    if (v % 25 === 0) await sleep(50);
  }
  await reading;
  const elapsed = Date.now() - started;
  assert.equal(seen.at(-1)?.heartsCount, 500, 'the final count is exact');
  const bound = Math.ceil(elapsed / COALESCE_WINDOW_MS) + 2;
  assert.ok(seen.length <= bound, `${seen.length} updates in ${elapsed} ms (at most ${bound})`);
  assert.ok(seen.length >= 2, 'a burst still moves the count while it lasts');
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i]!.version > seen[i - 1]!.version, 'never back');
  await close();
});

for (const backend of backends()) {
  describe(`a heart burst on one post (${backend})`, () => {
    let server: TestServer;
    const people: TestBrowser[] = [];
    before(async () => {
      server = await bootServer(backend);
      for (let i = 0; i < 42; i++) people.push(new TestBrowser(server.url));
      await Promise.all(people.map((p) => p.signUp()));
    });
    after(async () => {
      await Promise.all(people.map((p) => p.close()));
      await server.stop();
    });

    test('40 hearts at once: two watchers get a few updates each, and the last says 40', async () => {
      const [author, watcher, ...hearts] = people;
      const postId = (await author!.ok(`mutation { createPost(text: "a burst") { id } }`)).createPost.id as string;
      const query = `subscription($ids: [ID!]) { postCounts(postIds: $ids) { id heartsCount } }`;
      const a = watcher!.subscribe(query, { ids: [postId] });
      const b = author!.subscribe(query, { ids: [postId] });
      await Promise.all([a.ready, b.ready]);
      const started = Date.now();
      await Promise.all(hearts.map((h) => h.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: postId })));
      const took = Date.now() - started;
      for (const watch of [a, b]) {
        const updates: number[] = [];
        while (updates.at(-1) !== hearts.length) updates.push((await watch.next(5000)).data?.postCounts.heartsCount);
        assert.deepEqual(await watch.drain(COALESCE_WINDOW_MS * 3), [], 'nothing after the final count');
        assert.equal(updates.at(-1), 40);
        // One update per heart before; now at most one per window while the burst lasts (+ the first and the last).
        assert.ok(updates.length <= Math.ceil(took / COALESCE_WINDOW_MS) + 2, `${updates.length} updates for 40 hearts in ${took} ms`);
        assert.ok(updates.length < hearts.length, `${updates.length} updates for 40 hearts`);
        for (let i = 1; i < updates.length; i++) assert.ok(updates[i]! > updates[i - 1]!, `never back: ${updates.join(' ')}`);
        watch.stop();
      }
    });
  });
}
