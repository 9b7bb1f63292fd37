// Fan-out (issue 16): subscribers asking the same public question share one stream,
// executed once per event, while per-viewer fields stay per viewer; sockets are
// kept alive by one heartbeat that also closes the silent and the never-initialised.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { backends, bootServer, bootWithTwoUsers, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const COUNTS = `subscription($ids: [ID!]) { postCounts(postIds: $ids) { id heartsCount prayersCount commentsCount } }`;
const CREATED = `subscription { postCreated { id isMine userId heartsCount } }`;

for (const backend of backends()) {
  describe(`shared live streams (${backend})`, () => {
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

    test('two viewers on one post: equal counts, their own isMine, other posts apart', async () => {
      const postId = (await alice.ok(`mutation { createPost(text: "shared counts") { id } }`)).createPost.id as string;
      const otherId = (await bob.ok(`mutation { createPost(text: "other counts") { id } }`)).createPost.id as string;
      const aliceCounts = alice.subscribe(COUNTS, { ids: [postId] });
      const bobCounts = bob.subscribe(COUNTS, { ids: [postId] });
      const bobOther = bob.subscribe(COUNTS, { ids: [otherId] });
      const aliceNew = alice.subscribe(CREATED);
      const bobNew = bob.subscribe(CREATED);
      await Promise.all([aliceCounts.ready, bobCounts.ready, bobOther.ready, aliceNew.ready, bobNew.ready]);

      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: postId });
      const expected = { id: postId, heartsCount: 1, prayersCount: 0, commentsCount: 0 };
      assert.deepEqual((await aliceCounts.next()).data?.postCounts, expected);
      assert.deepEqual((await bobCounts.next()).data?.postCounts, expected);
      assert.deepEqual(await bobOther.drain(300), [], 'another post’s watchers hear nothing');

      // One leaves; the other still hears the next change.
      bobCounts.stop();
      await new Promise((r) => setTimeout(r, 100));
      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: prayer) { added } }`, { p: postId });
      assert.deepEqual((await aliceCounts.next()).data?.postCounts, { ...expected, prayersCount: 1 });

      const id = (await alice.ok(`mutation { createPost(text: "whose is it") { id } }`)).createPost.id;
      const forAlice = (await aliceNew.next()).data?.postCreated;
      const forBob = (await bobNew.next()).data?.postCreated;
      assert.equal(forAlice.id, id);
      assert.equal(forBob.id, id);
      assert.equal(forAlice.isMine, true);
      assert.equal(forBob.isMine, false);
      assert.ok(forAlice.userId);
      assert.equal(forBob.userId, null);
      for (const s of [aliceCounts, bobOther, aliceNew, bobNew]) s.stop();
    });

    test('a group that everyone left starts afresh for the next subscriber', async () => {
      const postId = (await alice.ok(`mutation { createPost(text: "again") { id } }`)).createPost.id as string;
      const first = alice.subscribe(COUNTS, { ids: [postId] });
      await first.ready;
      first.stop();
      await new Promise((r) => setTimeout(r, 100));
      const second = bob.subscribe(COUNTS, { ids: [postId] });
      await second.ready;
      await alice.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: postId });
      assert.equal((await second.next()).data?.postCounts.heartsCount, 1);
      second.stop();
    });
  });
}

describe('WebSocket heartbeat', () => {
  let server: TestServer;
  before(async () => {
    // Half a second: short enough for a quick test, long enough that a loaded machine (two
    // test lanes on two cores) still gets a pong back within a round (at 150 ms a socket that
    // answered was cut in a CI run).
    server = await bootServer('pglite', { wsHeartbeatMs: 500 });
  });
  after(() => server.stop());

  const open = (options: WebSocket.ClientOptions = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', options);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const init = (socket: WebSocket) =>
    new Promise<void>((resolve) => {
      socket.on('message', (raw) => JSON.parse(String(raw)).type === 'connection_ack' && resolve());
      socket.send(JSON.stringify({ type: 'connection_init' }));
    });

  test('a socket that never sends connection_init is closed with 4408', async () => {
    const socket = await open();
    const started = Date.now();
    assert.equal(await closed(socket), 4408);
    assert.ok(Date.now() - started >= 2500, 'it had the 3 s the protocol allows');
  });

  test('a socket that stops answering pings is dropped; one that answers stays', async () => {
    const silent = await open({ autoPong: false });
    const alive = await open();
    await Promise.all([init(silent), init(alive)]);
    const code = await Promise.race([closed(silent), new Promise<number>((r) => setTimeout(() => r(-1), 5000))]);
    assert.equal(code, 1006, 'terminated, without a closing handshake');
    assert.equal(alive.readyState, WebSocket.OPEN);
    alive.close();
  });

  test('a heartbeat that fires late, the event loop having been held, closes no socket that answered', async () => {
    // Server and client share this process: holding its loop right after a ping is what a
    // burst of work (50,000 sockets opening, a long GC) does to a busy instance. The pong is
    // then written before the late heartbeat runs, but read only after it (timers come
    // before I/O in Node's loop), so a heartbeat that trusted its own clock would cut a
    // socket that answered (issue 35).
    const slow = await open({ autoPong: false });
    await init(slow);
    let pings = 0;
    slow.on('ping', (data) => {
      setTimeout(() => slow.pong(data), 20);
      if (++pings === 2) {
        const until = Date.now() + 2_000;
        while (Date.now() < until); // held, four heartbeats long
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    assert.ok(pings >= 4, `pinged after the hold too (${pings})`);
    assert.equal(slow.readyState, WebSocket.OPEN, 'still open');
    slow.close();
  });
});
