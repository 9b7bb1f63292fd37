// Live updates over graphql-ws, seen by a second client (decisions.md 6, 14), and
// across two server instances through Redis on one PostgreSQL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootWithTwoUsers, newStorage, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startServer } from '../../server/http/app.ts';
import { liveObserver } from '../../server/live/observer.ts';

const newPost = (b: TestBrowser, text: string) =>
  b.ok(`mutation($t: String!) { createPost(text: $t) { id } }`, { t: text }).then((d) => d.createPost.id as string);

for (const backend of backends()) {
  describe(`live updates (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    let bob: TestBrowser;
    before(async () => {
      ({ server, alice, bob } = await bootWithTwoUsers(backend));
    });
    after(async () => {
      await alice.close();
      await bob.close();
      await server.stop();
    });

    test("a heart and a prayer from B move the counts A is watching; others' posts stay quiet", async () => {
      const postId = await newPost(alice, 'watch me');
      const otherId = await newPost(alice, 'not watched');
      const watch = alice.subscribe(`subscription($ids: [ID!]) { postCounts(postIds: $ids) { id heartsCount prayersCount commentsCount } }`, { ids: [postId] });
      await watch.ready;
      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: postId });
      assert.deepEqual((await watch.next()).data?.postCounts, { id: postId, heartsCount: 1, prayersCount: 0, commentsCount: 0 });
      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: prayer) { added } }`, { p: postId });
      assert.deepEqual((await watch.next()).data?.postCounts, { id: postId, heartsCount: 1, prayersCount: 1, commentsCount: 0 });
      // A repeat changes nothing, so nothing is published; another post is filtered out.
      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: prayer) { added } }`, { p: postId });
      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: otherId });
      assert.deepEqual(await watch.drain(400), []);
      watch.stop();
    });

    test('a new request reaches every subscriber, with isMine true only for its author', async () => {
      const aliceFeed = alice.subscribe(`subscription { postCreated { id text isMine userId } }`);
      const bobFeed = bob.subscribe(`subscription { postCreated { id text isMine userId } }`);
      await Promise.all([aliceFeed.ready, bobFeed.ready]);
      const id = await newPost(bob, 'pray for my exams');
      const forAlice = (await aliceFeed.next()).data?.postCreated;
      const forBob = (await bobFeed.next()).data?.postCreated;
      assert.deepEqual(forAlice, { id, text: 'pray for my exams', isMine: false, userId: null });
      assert.equal(forBob.isMine, true);
      assert.ok(forBob.userId);
      aliceFeed.stop();
      bobFeed.stop();
    });

    test('comments appear live under the post, and its comment count moves', async () => {
      const postId = await newPost(alice, 'comments live');
      const thread = alice.subscribe(`subscription($p: ID!) { commentAdded(postId: $p) { text parentCommentId isMine } }`, { p: postId });
      const counts = alice.subscribe(`subscription($ids: [ID!]) { postCounts(postIds: $ids) { commentsCount } }`, { ids: [postId] });
      await Promise.all([thread.ready, counts.ready]);
      await bob.ok(`mutation($p: ID!) { addComment(postId: $p, text: "Ameen") { id } }`, { p: postId });
      assert.deepEqual((await thread.next()).data?.commentAdded, { text: 'Ameen', parentCommentId: null, isMine: false });
      assert.equal((await counts.next()).data?.postCounts.commentsCount, 1);
      thread.stop();
      counts.stop();
    });

    test('dua likes and new duas are live', async () => {
      const duaId = (await alice.ok(`mutation { createDua(input: { text: "live dua" }) { id } }`)).createDua.id;
      const likes = alice.subscribe(`subscription($ids: [ID!]) { duaLikes(duaIds: $ids) { id likes } }`, { ids: [duaId] });
      const created = bob.subscribe(`subscription { duaCreated { text isMine } }`);
      await Promise.all([likes.ready, created.ready]);
      await bob.ok(`mutation($id: ID!) { likeDua(id: $id) { likes } }`, { id: duaId });
      assert.deepEqual((await likes.next()).data?.duaLikes, { id: duaId, likes: 1 });
      await alice.ok(`mutation { createDua(input: { text: "another" }) { id } }`);
      assert.deepEqual((await created.next()).data?.duaCreated, { text: 'another', isMine: false });
      likes.stop();
      created.stop();
    });

    test("the server tells this process when a subscription listens (server/live/observer.ts): an event published from that moment reaches it", async () => {
      const created = await alice.fetch('/api/mosques', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Observed Mosque', city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' }),
      });
      assert.equal(created.status, 201);
      const { slug } = (await created.json()) as { slug: string };
      // mosqueUpdated's subscribe first looks the mosque up in the database: 'operation'
      // must come after that, once the subscriber's queue is on the topic.
      const told: string[] = [];
      const onConnected = (params: unknown) => told.push(`connected ${typeof (params as { testSocket?: unknown })?.testSocket}`);
      const onOperation = (_params: unknown, id: string) => {
        told.push(`operation ${typeof id}, ${server.services.pubsub.subscribers('mosqueUpdated', slug)} listening`);
        server.services.pubsub.publish('mosqueUpdated', slug, { slug });
      };
      liveObserver.on('connected', onConnected);
      liveObserver.on('operation', onOperation);
      try {
        const watch = bob.subscribe('subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug } }', { slug });
        await watch.ready;
        assert.deepEqual(told, ['connected string', 'operation string, 1 listening']);
        assert.deepEqual((await watch.next()).data, { mosqueUpdated: { slug } });
        watch.stop();
      } finally {
        liveObserver.off('connected', onConnected);
        liveObserver.off('operation', onOperation);
      }
    });

    test('users online is pushed when someone arrives', async () => {
      const watch = alice.subscribe(`subscription { usersOnline { all private saved } }`);
      await watch.ready;
      await server.services.online.refresh();
      await watch.drain(100);
      const before = await alice.ok(`{ usersOnline { all } }`);
      await new TestBrowser(server.url).signUp();
      // The refresh's own event can come after the drain on a busy machine: it carries the
      // count from before the arrival, so it is passed over, not taken for the arrival's.
      let event = await watch.next(3000);
      while (event.data?.usersOnline.all === before.usersOnline.all) event = await watch.next(3000);
      assert.equal(event.data?.usersOnline.all, before.usersOnline.all + 1);
      watch.stop();
    });
  });
}

describe('two instances share live events through Redis', { skip: !(process.env.TEST_DATABASE_URL && process.env.REDIS_URL) }, () => {
  test('a heart through instance 1 reaches a subscriber of instance 2', async () => {
    const { storage, drop } = await newStorage('postgres');
    const common = { port: 0, redisUrl: process.env.REDIS_URL, staticDir: undefined, signupRateLimit: 1000, logRequests: false, ...storage };
    const one = await startServer(common);
    const two = await startServer(common);
    const onOne = new TestBrowser(one.url);
    const onTwo = new TestBrowser(two.url);
    try {
      await onOne.signUp();
      const postId = await newPost(onOne, 'across instances');
      // The same session works on either instance: sessions live in the database.
      onTwo.cookies.set('pc_session', onOne.cookies.get('pc_session')!);
      assert.ok((await onTwo.ok('{ me { id } }')).me.id);
      const watcher = new TestBrowser(two.url);
      await watcher.signUp();
      const watch = watcher.subscribe(`subscription($ids: [ID!]) { postCounts(postIds: $ids) { heartsCount } }`, { ids: [postId] });
      await watch.ready;
      await onOne.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: postId });
      assert.equal((await watch.next(3000)).data?.postCounts.heartsCount, 1);
      watch.stop();
      await watcher.close();
    } finally {
      await one.close();
      await two.close();
      await drop();
    }
  });
});
