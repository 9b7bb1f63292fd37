// Bounded subscriptions (issue 13, item 3), over real WebSockets: subscriptions per
// socket and sockets per client address are capped with a clear error, and a bad
// message is an error for its own operation while the socket stays open.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { GraphQLSocket } from './ws-client.ts';

const FEED = 'subscription { postCreated { id text } }';

async function connect(url: string, headers: Record<string, string> = {}): Promise<GraphQLSocket> {
  const socket = await GraphQLSocket.connect(url, headers);
  if (typeof socket === 'number') throw new Error(`closed with ${socket}`);
  return socket;
}

describe('WebSocket limits', () => {
  let server: TestServer;
  let proxied: TestServer;
  let writer: TestBrowser;

  before(async () => {
    server = await bootServer('pglite', { wsMaxSubscriptionsPerSocket: 3, wsMaxSocketsPerAddress: 2 });
    proxied = await bootServer('pglite', { wsMaxSocketsPerAddress: 1, trustProxy: true });
    writer = new TestBrowser(server.url);
    await writer.signUp();
  });
  after(async () => {
    await server.stop();
    await proxied.stop();
  });

  test('over the subscription cap: an error for that operation, the socket and the others keep working', async () => {
    const socket = await connect(server.url);
    try {
      for (const id of ['a', 'b', 'c', 'd']) socket.subscribe(id, FEED);
      const refused = await socket.waitFor((m) => m.id === 'd');
      assert.equal(refused.type, 'error');
      assert.deepEqual(refused.payload, [
        { message: 'Too many subscriptions on one connection (at most 3)', extensions: { code: 'RATE_LIMITED' } },
      ]);
      assert.ok(socket.isOpen);
      await new Promise((r) => setTimeout(r, 200)); // a, b, c registered with the pubsub
      await writer.ok('mutation { createPost(text: "capped") { id } }');
      for (const id of ['a', 'b', 'c']) {
        const event = await socket.waitFor((m) => m.id === id && m.type === 'next');
        assert.equal((event.payload as { data: { postCreated: { text: string } } }).data.postCreated.text, 'capped');
      }
      // Completing one frees its place.
      socket.send({ id: 'a', type: 'complete' });
      await new Promise((r) => setTimeout(r, 100));
      socket.subscribe('e', FEED);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(socket.messages.filter((m) => m.id === 'e' && m.type === 'error').length, 0);
    } finally {
      socket.close();
    }
  });

  test('a GraphQL syntax error is an error message for its id; the socket stays open', async () => {
    const socket = await connect(server.url);
    try {
      socket.subscribe('broken', 'subscription {');
      const error = await socket.waitFor((m) => m.id === 'broken');
      assert.equal(error.type, 'error');
      assert.match((error.payload as { message: string }[])[0]!.message, /Syntax Error/);
      socket.subscribe('unknown', 'subscription { noSuchField }');
      assert.equal((await socket.waitFor((m) => m.id === 'unknown')).type, 'error');
      assert.ok(socket.isOpen);
      socket.subscribe('fine', FEED);
      await new Promise((r) => setTimeout(r, 200));
      await writer.ok('mutation { createPost(text: "after a bad message") { id } }');
      const event = await socket.waitFor((m) => m.id === 'fine' && m.type === 'next');
      assert.equal((event.payload as { data: { postCreated: { text: string } } }).data.postCreated.text, 'after a bad message');
    } finally {
      socket.close();
    }
  });

  test('over the sockets-per-address cap the new socket is closed with 4429; a closed one frees its place', async () => {
    const first = await connect(server.url);
    const second = await connect(server.url);
    const third = await GraphQLSocket.connect(server.url);
    assert.equal(third, 4429);
    first.close();
    await first.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await connect(server.url);
    again.close();
    second.close();
  });

  test('behind a trusted proxy each client address has its own cap', async () => {
    const alice = await connect(proxied.url, { 'x-forwarded-for': '203.0.113.1' });
    const bob = await connect(proxied.url, { 'x-forwarded-for': '203.0.113.2' });
    assert.equal(await GraphQLSocket.connect(proxied.url, { 'x-forwarded-for': '203.0.113.1' }), 4429);
    alice.close();
    bob.close();
  });
});

describe('a failing subscribe', () => {
  test('with the database gone: an error for that operation with a request id, logged; the socket stays open', async (t) => {
    const server = await bootServer('pglite');
    const browser = new TestBrowser(server.url);
    await browser.signUp();
    const socket = await connect(server.url, { cookie: browser.cookieHeader });
    const logged: string[] = [];
    t.mock.method(process.stderr, 'write', (line: string) => logged.push(String(line)) > 0);
    try {
      await server.db.close(); // the session look-up of the next subscribe now throws
      socket.subscribe('doomed', FEED);
      const error = await socket.waitFor((m) => m.id === 'doomed');
      assert.equal(error.type, 'error');
      const [first] = error.payload as { message: string; extensions: { code: string; requestId?: string } }[];
      assert.equal(first!.message, 'Unexpected error.', 'no internals in the answer');
      assert.equal(first!.extensions.code, 'INTERNAL_SERVER_ERROR');
      assert.match(first!.extensions.requestId ?? '', /^[0-9a-f-]{36}$/);
      assert.ok(logged.some((line) => line.includes(first!.extensions.requestId!)), 'logged with the id it was given');
      await new Promise((r) => setTimeout(r, 100));
      assert.ok(socket.isOpen, 'not closed with 4500');
    } finally {
      socket.close();
      await server.stop().catch(() => undefined);
    }
  });
});
