// Issue 13 item 4: forged or truncated pagination cursors and analytics text that
// PostgreSQL cannot store are the caller's fault: 400 / BAD_USER_INPUT, never a 500.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const uuid = '6f1c2f4e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
const now = '2026-11-23T12:00:00.000Z';

// Cursors a client could forge for each feed: right shape, wrong values; wrong shapes; not JSON.
const forged: Record<string, string[]> = {
  newest: [b64(['not-a-date', uuid]), b64([now, 'not-a-uuid']), b64([now, 'x\u0000']), b64(['0000-13-45T99:99:99Z', uuid]), b64([now])],
  popular: [b64([1, 'bad', uuid]), b64([-1, now, uuid]), b64([1.5, now, uuid]), b64([1e300, now, uuid]), b64(['1', now, uuid])],
  trending: [b64([-5]), b64([1.5]), b64([1e300]), b64(['3']), b64([3, 4]), b64({ 0: 1 })],
  any: ['not base64 at all!', b64('just a string'), b64(null), 'e30', 'W10', 'A'.repeat(500), Buffer.from('[1,').toString('base64url')],
};

const feeds = [
  { rest: '/api/duas?sort=recent', gql: 'duas(sort: recent', kind: 'newest' },
  { rest: '/api/duas?sort=trending', gql: 'duas(sort: trending', kind: 'trending' },
  { rest: '/api/ummah/posts?sort=newest', gql: 'ummahPosts(sort: newest', kind: 'newest' },
  { rest: '/api/ummah/posts?sort=popular', gql: 'ummahPosts(sort: popular', kind: 'popular' },
] as const;

for (const backend of backends()) {
  describe(`forged input (${backend})`, () => {
    let server: TestServer;
    let browser: TestBrowser;

    before(async () => {
      server = await bootServer(backend, { eventsRateLimit: 10_000 });
      browser = new TestBrowser(server.url);
      await browser.signUp();
      for (let i = 0; i < 3; i++) {
        await browser.ok('mutation($t: String!) { createDua(input: {text: $t}) { id } }', { t: `Dua ${i}` });
        await browser.ok('mutation($t: String!) { createPost(text: $t) { id } }', { t: `Post ${i}` });
      }
    });
    after(() => server.stop());

    const restStatus = async (path: string, cursor: string) => {
      const response = await browser.fetch(`${path}&limit=1&cursor=${encodeURIComponent(cursor)}`);
      return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
    };
    const gqlAfter = (field: string, cursor: string) =>
      browser.gql(`query($after: String) { ${field}, first: 1, after: $after) { edges { node { id } } } }`, { after: cursor });

    for (const feed of feeds) {
      test(`${feed.rest}: forged cursors are 400 on REST and BAD_USER_INPUT on GraphQL`, async () => {
        for (const cursor of [...forged[feed.kind]!, ...forged.any!]) {
          const rest = await restStatus(feed.rest, cursor);
          assert.equal(rest.status, 400, `REST cursor ${cursor}: ${JSON.stringify(rest.body)}`);
          assert.equal(rest.body.error?.code, 'BAD_USER_INPUT');
          const gql = await gqlAfter(feed.gql, cursor);
          assert.equal(gql.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', `GraphQL after ${cursor}: ${JSON.stringify(gql.errors)}`);
          assert.equal(gql.errors?.[0]?.message, 'Invalid cursor');
        }
      });

      test(`${feed.rest}: the real next cursor works, and every truncation of it is 200 or 400, never 5xx`, async () => {
        const first = await browser.fetch(`${feed.rest}&limit=1`);
        const cursor = first.headers.get('x-next-cursor');
        assert.ok(cursor, 'three rows, a page of one: there is a next page');
        const next = await restStatus(feed.rest, cursor);
        assert.equal(next.status, 200);
        for (let length = 1; length < cursor.length; length++) {
          const cut = await restStatus(feed.rest, cursor.slice(0, length));
          assert.ok(cut.status === 400 || cut.status === 200, `truncated to ${length}: ${cut.status}`);
          if (cut.status === 400) assert.equal(cut.body.error?.code, 'BAD_USER_INPUT');
        }
      });
    }

    test('generated cursors (any text, any JSON, sort keys with wrong values) are 200 or BAD_USER_INPUT, never an internal error', async () => {
      const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.double(), fc.integer(), fc.constant(null), fc.boolean(), fc.uuid(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      const cursor = fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.json().map(b64),
        fc.array(value, { minLength: 1, maxLength: 4 }).map(b64),
      );
      await fc.assert(
        fc.asyncProperty(cursor, fc.constantFrom(...feeds), async (after, feed) => {
          const result = await gqlAfter(feed.gql, after);
          const code = result.errors?.[0]?.extensions?.code;
          assert.ok(!result.errors || code === 'BAD_USER_INPUT', `${feed.gql} after ${JSON.stringify(after)}: ${JSON.stringify(result.errors)}`);
        }),
        { numRuns: 150 },
      );
    });

    test('analytics strings with NUL or lone surrogates are 400 and store nothing', async () => {
      const count = () => server.db.prisma.analyticsEvent.count();
      const before = await count();
      const occurredAt = new Date().toISOString();
      const bodies = [
        { events: [{ name: 'page_view', props: { path: 'a\u0000b' }, occurredAt }] },
        { events: [{ name: 'page_view', props: { path: 'a\ud800b' }, occurredAt }] },
        { events: [{ name: 'page_view', props: { path: '\udfff' }, occurredAt }] },
        { events: [{ name: 'page_view', occurredAt }], utm: { utm_source: 'news\u0000' } },
        { events: [{ name: 'page_view', occurredAt }], utm: { utm_campaign: '\ud83d' } },
      ];
      for (const body of bodies) {
        // JSON.stringify escapes lone surrogates as \udXXX, so they arrive as the client wrote them.
        const response = await browser.fetch('/api/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { error?: { code: string; message: string } };
        assert.equal(response.status, 400, JSON.stringify(answer));
        assert.equal(answer.error?.code, 'BAD_USER_INPUT');
        assert.match(answer.error!.message, /NUL|invalid characters/);
      }
      assert.equal(await count(), before);
      const fine = await browser.fetch('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: [{ name: 'page_view', props: { path: 'مكة 🕋' }, occurredAt }] }),
      });
      assert.equal(fine.status, 202, 'Arabic and emoji are text like any other');
    });
  });
}
