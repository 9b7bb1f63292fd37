// Dependencies failing under a running app: PostgreSQL going away and coming back,
// Redis stopping and returning, and a graceful stop on SIGTERM.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { bootServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';
import { freePort, spawnServer } from '../helpers/process.ts';

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const start = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('PostgreSQL restart', { skip: !process.env.TEST_DATABASE_URL }, () => {
  test('requests fail clearly (503) while it is away, then recover without restarting the app', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = new TcpProxy(Number(target.port || 5432), target.hostname);
    await proxy.start();
    const saved = process.env.TEST_DATABASE_URL;
    target.port = String(proxy.port);
    process.env.TEST_DATABASE_URL = target.toString();
    const server = await bootServer('postgres');
    process.env.TEST_DATABASE_URL = saved;
    try {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      const feed = await (await browser.fetch('/api/calendar', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
      await proxy.stop();
      const during = await browser.gql(`mutation { createPost(text: "while the database is away") { id } }`);
      assert.equal(during.status, 503);
      assert.equal(during.errors?.[0]?.extensions?.code, 'UNAVAILABLE');
      // Every family under /api answers the same: REST over GraphQL, routes that read
      // the database themselves (the calendar feed, analytics), in one envelope.
      const json = { 'content-type': 'application/json' };
      const api = [
        browser.fetch('/api/ummah/posts', { method: 'POST', headers: json, body: JSON.stringify({ text: 'away' }) }),
        fetch(new URL(feed.url).pathname.replace(/^/, server.url)),
        browser.fetch('/api/events', { method: 'POST', headers: json, body: JSON.stringify({ events: [{ name: 'page_view', props: { path: '/' }, occurredAt: new Date().toISOString() }] }) }),
      ];
      for (const response of await Promise.all(api)) {
        assert.equal(response.status, 503, response.url);
        assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'UNAVAILABLE', response.url);
      }
      const readyz = await fetch(`${server.url}/readyz`);
      assert.equal(readyz.status, 503);
      await proxy.start();
      await until(async () => (await fetch(`${server.url}/readyz`)).status === 200);
      const after = await browser.ok(`mutation { createPost(text: "back again") { id } }`);
      assert.ok(after.createPost.id);
    } finally {
      await proxy.stop();
      await proxy.start();
      await server.stop();
      await proxy.stop();
    }
  });
});

describe('Redis stopped', () => {
  test('the app keeps serving, and live updates resume when Redis returns', async () => {
    const port = await freePort();
    const startRedis = () =>
      spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    let redis = startRedis();
    const server = await bootServer('pglite', { redisUrl: `redis://127.0.0.1:${port}` });
    const alice = new TestBrowser(server.url);
    const bob = new TestBrowser(server.url);
    try {
      await until(async () => (await fetch(`${server.url}/readyz`)).status === 200);
      await alice.signUp();
      await bob.signUp();
      const postId = (await alice.ok(`mutation { createPost(text: "live through an outage") { id } }`)).createPost.id;
      const watch = alice.subscribe(`subscription($ids: [ID!]) { postCounts(postIds: $ids) { heartsCount prayersCount } }`, { ids: [postId] });
      await watch.ready;
      redis.kill('SIGKILL');
      await until(async () => (await fetch(`${server.url}/readyz`)).status === 503);
      // Writes still succeed (rate limits fall back to this instance's memory).
      const hearted = await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: heart) { added } }`, { p: postId });
      assert.equal(hearted.interact.added, true);
      redis = startRedis();
      await until(async () => (await fetch(`${server.url}/readyz`)).status === 200);
      await watch.drain(500);
      await bob.ok(`mutation($p: ID!) { interact(postId: $p, type: prayer) { added } }`, { p: postId });
      const event = await watch.next(5000);
      assert.deepEqual(event.data?.postCounts, { heartsCount: 1, prayersCount: 1 });
      watch.stop();
    } finally {
      await alice.close();
      await bob.close();
      await server.stop();
      redis.kill('SIGKILL');
    }
  });
});

describe('graceful stop', () => {
  test('SIGTERM finishes in-flight requests, closes live sockets with 1012, and exits 0', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'pc-stop-'));
    const server = await spawnServer({ DATA_DIR: dataDir });
    const browser = new TestBrowser(server.url);
    await browser.signUp();
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(server.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    // A request whose body is still arriving when SIGTERM lands is in flight for sure.
    const { request } = await import('node:http');
    const body = JSON.stringify({ query: 'mutation { createPost(text: "sent across the stop") { id } }' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: browser.cookieHeader },
      }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 300);
    });
    const result = await answer;
    assert.equal(result.status, 200);
    assert.match(result.text, /"createPost":\{"id":"/);
    // New connections are refused once stopping.
    await assert.rejects(fetch(`${server.url}/healthz`));
    assert.equal(await closeCode, 1012);
    assert.equal(await server.exited, 0);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
