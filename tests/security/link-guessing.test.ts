// Issue 13 item 6 (decisions.md 2, 19): past the limit of unknown private links, an
// address gets 429 for every link, valid or not, on REST and GraphQL, so guessing
// cannot find a real one. The address is the socket's, or the one a trusted proxy
// forwarded (TRUST_PROXY); the analytics limit per address follows the same rule.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { fetchFrom } from '../helpers/from-address.ts';

const LIMIT = 5;
const unknownLink = (i: number) => `guess${String(i).padStart(19, '0')}`;
const openLinkQuery = (linkId: string) =>
  JSON.stringify({ query: 'mutation($l: String!) { openPrivateLink(linkId: $l) { id } }', variables: { l: linkId } });

describe('link guessing', () => {
  test('an address past the limit gets 429 for every link, valid or not; other addresses are unaffected', async () => {
    const server = await bootServer('pglite', { linkMissRateLimit: LIMIT, trustProxy: false });
    try {
      const owner = await new TestBrowser(server.url).signUp();
      const attacker = '127.0.0.2';
      for (let i = 0; i < LIMIT; i++) {
        assert.equal((await fetchFrom(attacker, `${server.url}/api/users/link/${unknownLink(i)}`)).status, 404);
      }
      const valid = await fetchFrom(attacker, `${server.url}/api/users/link/${owner.linkId}`);
      assert.equal(valid.status, 429, 'the valid link is refused too: a hit looks like a miss');
      assert.equal(valid.body.error.code, 'RATE_LIMITED');
      assert.equal((await fetchFrom(attacker, `${server.url}/api/users/link/${unknownLink(99)}`)).status, 429);
      const gql = await fetchFrom(attacker, `${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: openLinkQuery(owner.linkId),
      });
      assert.equal(gql.body.errors?.[0]?.extensions?.code, 'RATE_LIMITED', 'the GraphQL twin is limited the same way');
      assert.equal(gql.body.data, null);
      // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
      const forged = await fetchFrom(attacker, `${server.url}/api/users/link/${owner.linkId}`, {
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      assert.equal(forged.status, 429);
      // The owner's own browser, from another address, still opens the link.
      const other = await fetchFrom('127.0.0.3', `${server.url}/api/users/link/${owner.linkId}`);
      assert.equal(other.status, 200);
      assert.equal(other.body.id, owner.id);
    } finally {
      await server.stop();
    }
  });

  test('behind a trusted proxy the forwarded client is counted, not the proxy, and forged first hops do not help', async () => {
    const server = await bootServer('pglite', { linkMissRateLimit: LIMIT, trustProxy: true, eventsRateLimit: 2 });
    try {
      const owner = await new TestBrowser(server.url).signUp();
      const via = (client: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
        fetchFrom('127.0.0.1', `${server.url}${path}`, {
          ...init,
          headers: { ...init.headers, 'x-forwarded-for': `203.0.113.250, ${client}` },
        });
      for (let i = 0; i < LIMIT; i++) assert.equal((await via('203.0.113.7', `/api/users/link/${unknownLink(i)}`)).status, 404);
      assert.equal((await via('203.0.113.7', `/api/users/link/${owner.linkId}`)).status, 429);
      assert.equal((await via('203.0.113.8', `/api/users/link/${owner.linkId}`)).status, 200, 'another client behind the same proxy');

      // Analytics batches without a session: counted per forwarded client too.
      const batch = (client: string) =>
        via(client, '/api/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ events: [{ name: 'page_view', occurredAt: new Date().toISOString() }] }),
        });
      const first = [await batch('203.0.113.20'), await batch('203.0.113.20'), await batch('203.0.113.20')].map((r) => r.status);
      assert.deepEqual(first, [202, 202, 429]);
      assert.equal((await batch('203.0.113.21')).status, 202, 'another client has its own analytics limit');
    } finally {
      await server.stop();
    }
  });

  test('analytics limits ignore X-Forwarded-For unless the proxy is trusted; a listed proxy is trusted, others not', async () => {
    const post = (server: { url: string }, from: string, client: string) =>
      fetchFrom(from, `${server.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ events: [{ name: 'page_view', occurredAt: new Date().toISOString() }] }),
      });
    const untrusted = await bootServer('pglite', { trustProxy: false, eventsRateLimit: 2 });
    try {
      const statuses = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await post(untrusted, '127.0.0.4', client)).status);
      assert.deepEqual(statuses, [202, 202, 429], 'three made-up clients from one socket address share its limit');
    } finally {
      await untrusted.stop();
    }
    const listed = await bootServer('pglite', { trustProxy: ['127.0.0.5'], eventsRateLimit: 1 });
    try {
      assert.equal((await post(listed, '127.0.0.5', '198.51.100.1')).status, 202);
      assert.equal((await post(listed, '127.0.0.5', '198.51.100.2')).status, 202, 'the listed proxy forwards two clients');
      assert.equal((await post(listed, '127.0.0.6', '198.51.100.3')).status, 202);
      assert.equal((await post(listed, '127.0.0.6', '198.51.100.4')).status, 429, 'an unlisted peer cannot name its clients');
    } finally {
      await listed.stop();
    }
  });
});
