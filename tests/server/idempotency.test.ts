// Each create counts once (issue 30): REST's Idempotency-Key header and GraphQL's
// idempotencyKey argument, kept per user in the database for 24 hours.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { backends, bootWithTwoUsers, type TestServer } from '../helpers/server.ts';
import type { TestBrowser } from '../helpers/client.ts';

async function postWithKey(browser: TestBrowser, path: string, body: unknown, key: string) {
  const response = await browser.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const SHARE_DUA = `mutation($input: DuaInput!, $key: String) { createDua(input: $input, idempotencyKey: $key) { id text } }`;

for (const backend of backends()) {
  describe(`idempotency keys (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    let bob: TestBrowser;
    before(async () => {
      ({ server, alice, bob } = await bootWithTwoUsers(backend));
    });
    after(async () => server.stop());

    const posts = (text: string) => server.db.prisma.ummahPost.count({ where: { text } });

    test('REST: the same request sent twice creates one post and answers the first result', async () => {
      const key = randomUUID();
      const first = await postWithKey(alice, '/api/ummah/posts', { text: 'Pray for my exam' }, key);
      const second = await postWithKey(alice, '/api/ummah/posts', { text: 'Pray for my exam' }, key);
      assert.equal(first.status, 201);
      assert.equal(second.status, 201);
      assert.equal(second.body.id, first.body.id);
      assert.equal(await posts('Pray for my exam'), 1);
    });

    test('REST: a double click (two requests at once with one key) creates one post', async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3].map(() => postWithKey(alice, '/api/ummah/posts', { text: 'Pray for my father' }, key)),
      );
      assert.deepEqual(answers.map((a) => a.status), [201, 201, 201]);
      assert.equal(new Set(answers.map((a) => a.body.id)).size, 1);
      assert.equal(await posts('Pray for my father'), 1);
    });

    test('REST: the same key with a different body is 422 and creates nothing', async () => {
      const key = randomUUID();
      assert.equal((await postWithKey(alice, '/api/ummah/posts', { text: 'First words' }, key)).status, 201);
      const reused = await postWithKey(alice, '/api/ummah/posts', { text: 'Other words' }, key);
      assert.equal(reused.status, 422);
      assert.equal(reused.body.error.code, 'UNPROCESSABLE');
      assert.equal(reused.body.error.message, 'This idempotency key was already used for a different request');
      assert.equal(await posts('Other words'), 0);
      // Another endpoint with the key is another request too.
      const asDua = await postWithKey(alice, '/api/duas', { text: 'First words' }, key);
      assert.equal(asDua.status, 422);
    });

    test('REST: comments and replies count once; a failed create frees its key', async () => {
      const post = await postWithKey(alice, '/api/ummah/posts', { text: 'Comments here' }, randomUUID());
      const path = `/api/ummah/posts/${post.body.id}/comments`;
      const key = randomUUID();
      const [a, b] = await Promise.all([postWithKey(bob, path, { text: 'Ameen' }, key), postWithKey(bob, path, { text: 'Ameen' }, key)]);
      assert.equal(a.body.id, b.body.id);
      assert.equal(await server.db.prisma.comment.count({ where: { postId: post.body.id } }), 1);

      const failing = randomUUID();
      assert.equal((await postWithKey(bob, path, { text: ' ' }, failing)).status, 400);
      assert.equal(await server.db.prisma.idempotencyKey.count({ where: { key: failing } }), 0, 'a refused create keeps no key');
      assert.equal((await postWithKey(bob, path, { text: 'Fixed' }, failing)).status, 201);
    });

    test('keys are per user: the same key from two users creates two posts', async () => {
      const key = randomUUID();
      await postWithKey(alice, '/api/ummah/posts', { text: 'Shared key' }, key);
      await postWithKey(bob, '/api/ummah/posts', { text: 'Shared key' }, key);
      assert.equal(await posts('Shared key'), 2);
    });

    test('GraphQL: the idempotencyKey argument makes a repeated createDua answer the first dua', async () => {
      const key = randomUUID();
      const input = { text: 'Rabbana atina', tags: ['daily'] };
      const [first, second] = await Promise.all([alice.ok(SHARE_DUA, { input, key }), alice.ok(SHARE_DUA, { input, key })]);
      assert.equal(first.createDua.id, second.createDua.id);
      assert.equal(await server.db.prisma.dua.count({ where: { text: 'Rabbana atina' } }), 1);
      const bad = await alice.gql(SHARE_DUA, { input, key: 'no spaces allowed' });
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    });

    test('GraphQL: a tick kept offline and sent twice is one completion; once unticked, a resend does not tick again', async () => {
      const TICK = `mutation($key: String) { completePrayer(date: "2026-01-05", prayer: asr, onTime: true, idempotencyKey: $key) { id onTime } }`;
      const key = randomUUID();
      const [first, second] = await Promise.all([alice.ok(TICK, { key }), alice.ok(TICK, { key })]);
      assert.equal(first.completePrayer.id, second.completePrayer.id);
      const completions = () => server.db.prisma.prayerCompletion.count({ where: { date: '2026-01-05', prayer: 'asr' } });
      assert.equal(await completions(), 1);
      await alice.ok(`mutation { uncompletePrayer(date: "2026-01-05", prayer: asr) }`);
      const resent = await alice.gql(TICK, { key });
      assert.equal(resent.errors?.[0]?.extensions?.code, 'CONFLICT');
      assert.equal(resent.errors?.[0]?.message, 'This prayer was unticked after this tick was saved');
      assert.equal(await completions(), 0, 'the resend created nothing');
      // The same key for another prayer is another request.
      const other = await alice.gql(`mutation($key: String) { completePrayer(date: "2026-01-05", prayer: fajr, idempotencyKey: $key) { id } }`, { key });
      assert.equal(other.errors?.[0]?.extensions?.code, 'UNPROCESSABLE');
    });

    test("GraphQL: the day's reflection sent twice with one key answers the first save, and a later save stands", async () => {
      const SAVE = `mutation($d: String!, $mood: Mood!, $key: String) { saveReflection(date: $d, mood: $mood, goal: Work, concern: Faith, idempotencyKey: $key) { id mood } }`;
      const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
      const key = randomUUID();
      const first = await bob.ok(SAVE, { d, mood: 'Calm', key });
      await bob.ok(SAVE, { d, mood: 'Grateful', key: randomUUID() });
      // A late resend of the first save (its answer was lost) does not put 'Calm' back.
      const resent = await bob.ok(SAVE, { d, mood: 'Calm', key });
      assert.equal(resent.saveReflection.id, first.saveReflection.id);
      assert.equal(resent.saveReflection.mood, 'Grateful');
      const reused = await bob.gql(SAVE, { d, mood: 'Low', key });
      assert.equal(reused.errors?.[0]?.extensions?.code, 'UNPROCESSABLE');
    });

    test('keys are kept in the database for 24 hours, then purged', async () => {
      const key = randomUUID();
      await postWithKey(alice, '/api/ummah/posts', { text: 'Yesterday' }, key);
      const row = await server.db.prisma.idempotencyKey.findFirstOrThrow({ where: { key } });
      assert.equal(row.requestHash.length, 64);
      assert.ok((row.response as { id: string }).id);
      await server.db.prisma.idempotencyKey.updateMany({ where: { key }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });
      await postWithKey(alice, '/api/ummah/posts', { text: 'Yesterday' }, key);
      assert.equal(await posts('Yesterday'), 2, 'an expired key no longer replays');
      assert.equal(await server.db.prisma.idempotencyKey.count({ where: { key, createdAt: { lt: new Date(Date.now() - 24 * 3600_000) } } }), 0);
    });
  });
}
