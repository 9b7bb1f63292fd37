// REST contract: Ummah posts, interactions and comments (spec section 7; decisions.md 3, 5, 7).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestBrowser } from '../../helpers/client.ts';
import { OTHER_ID, assertError, call, signUp, snapshot } from '../api.ts';
import type { RestEnv } from '../env.ts';

const POST_KEYS = ['allowComments', 'commentsCount', 'createdAt', 'heartsCount', 'id', 'isMine', 'prayersCount', 'text', 'userId', 'viewerHasHearted', 'viewerHasPrayed'];

export function ummahSuite(env: RestEnv) {
  describe('REST Ummah', () => {
    test('posts: 201 with isMine and own userId; others see isMine false and no userId', async () => {
      const author = new TestBrowser(env.server.url);
      const me = await signUp(author);
      const created = await call(author, 'POST', '/api/ummah/posts', { text: '  Please pray for my mother  ', allowComments: true, userId: me.id });
      assert.equal(created.status, 201);
      assert.deepEqual(Object.keys(created.body).sort(), POST_KEYS);
      assert.equal(created.body.text, 'Please pray for my mother');
      assert.equal(created.body.isMine, true);
      assert.equal(created.body.userId, me.id);
      const reader = new TestBrowser(env.server.url);
      const feed = await call(reader, 'GET', '/api/ummah/posts?sort=newest');
      assert.equal(feed.status, 200);
      assert.ok(Array.isArray(feed.body));
      const seen = feed.body.find((p: { id: string }) => p.id === created.body.id);
      assert.equal(seen.isMine, false);
      assert.equal(seen.userId, null);
    });

    test('posts: invalid text is 400 with the spec message; 401 and 403 write nothing', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      const before = await snapshot(env.server);
      assertError(await call(browser, 'POST', '/api/ummah/posts', { text: ' \n\t ' }), 400, 'BAD_USER_INPUT', 'Please enter a prayer to share');
      assertError(await call(browser, 'POST', '/api/ummah/posts', { text: 'x'.repeat(501) }), 400, 'BAD_USER_INPUT', 'Please keep prayers under 500 characters');
      assertError(await call(browser, 'POST', '/api/ummah/posts', { text: 'hi', allowComments: 'yes' }), 400, 'BAD_USER_INPUT', /allowComments/);
      assertError(await call(browser, 'POST', '/api/ummah/posts', { text: 'hi', userId: OTHER_ID }), 403, 'FORBIDDEN');
      const stranger = new TestBrowser(env.server.url);
      assertError(await call(stranger, 'POST', '/api/ummah/posts', { text: 'hi' }), 401, 'UNAUTHENTICATED', 'Please log in to share prayers');
      assert.deepEqual(await snapshot(env.server), before);
    });

    test('feed: sort and cursor pagination, next cursor in X-Next-Cursor; bad sort, limit or cursor is 400', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      for (const text of ['one', 'two', 'three']) await call(browser, 'POST', '/api/ummah/posts', { text });
      const first = await call(browser, 'GET', '/api/ummah/posts?sort=newest&limit=2');
      assert.deepEqual(first.body.map((p: { text: string }) => p.text), ['three', 'two']);
      const cursor = first.headers.get('x-next-cursor');
      assert.ok(cursor);
      const second = await call(browser, 'GET', `/api/ummah/posts?sort=newest&limit=2&cursor=${cursor}`);
      assert.equal(second.body[0].text, 'one');
      const popular = await call(browser, 'GET', '/api/ummah/posts?sort=popular&limit=50');
      const scores = popular.body.map((p: Record<string, number>) => p.heartsCount! + p.prayersCount! + p.commentsCount!);
      assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
      for (const query of ['sort=oldest', 'limit=0', 'limit=51', 'limit=abc', 'cursor=%21%21', 'cursor=bm90LWEtY3Vyc29y'])
        assertError(await call(browser, 'GET', `/api/ummah/posts?${query}`), 400, 'BAD_USER_INPUT');
    });

    test('interactions: heart and prayer count once per user; GET lists them for oneself only', async () => {
      const author = new TestBrowser(env.server.url);
      await signUp(author);
      const post = (await call(author, 'POST', '/api/ummah/posts', { text: 'pray' })).body;
      const fan = new TestBrowser(env.server.url);
      const fanUser = await signUp(fan);
      const heart = await call(fan, 'POST', '/api/ummah/interactions', { postId: post.id, type: 'heart', userId: fanUser.id, commentId: null, count: 1 });
      assert.equal(heart.status, 201);
      assert.equal(heart.body.added, true);
      assert.equal(heart.body.post.heartsCount, 1);
      const again = await call(fan, 'POST', '/api/ummah/interactions', { postId: post.id, type: 'heart' });
      assert.equal(again.status, 200);
      assert.equal(again.body.added, false);
      assert.equal(again.body.post.heartsCount, 1);
      const prayed = await call(fan, 'POST', '/api/ummah/interactions', { postId: post.id, type: 'prayer', count: 1 });
      assert.equal(prayed.body.post.prayersCount, 1);
      const mine = await call(fan, 'GET', `/api/ummah/interactions/${fanUser.id}`);
      assert.equal(mine.status, 200);
      assert.deepEqual(
        mine.body.map((i: { type: string }) => i.type).sort(),
        ['heart', 'prayer'],
      );
      assert.deepEqual(mine.body[0], { postId: post.id, type: mine.body[0].type, userId: fanUser.id, commentId: null, count: 1 });
      assertError(await call(author, 'GET', `/api/ummah/interactions/${fanUser.id}`), 404, 'NOT_FOUND');
      assertError(await call(new TestBrowser(env.server.url), 'GET', `/api/ummah/interactions/${fanUser.id}`), 401, 'UNAUTHENTICATED');
    });

    test('interactions: bad type, count, ids and other users are refused without a change', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      const post = (await call(browser, 'POST', '/api/ummah/posts', { text: 'target' })).body;
      const comment = (await call(browser, 'POST', `/api/ummah/posts/${post.id}/comments`, { text: 'c' })).body;
      const before = await snapshot(env.server);
      const bad: [unknown, number, string][] = [
        [{ postId: post.id, type: 'like' }, 400, 'BAD_USER_INPUT'],
        [{ postId: post.id, type: 'heart', count: 2 }, 400, 'BAD_USER_INPUT'],
        [{ postId: post.id, type: 'heart', count: 1e9 }, 400, 'BAD_USER_INPUT'],
        [{ postId: post.id, type: 'prayer', commentId: comment.id }, 400, 'BAD_USER_INPUT'],
        [{ type: 'heart' }, 400, 'BAD_USER_INPUT'],
        [{ postId: OTHER_ID, type: 'heart' }, 404, 'NOT_FOUND'],
        [{ postId: 'nope', type: 'heart' }, 404, 'NOT_FOUND'],
        [{ postId: post.id, type: 'heart', commentId: OTHER_ID }, 404, 'NOT_FOUND'],
        [{ postId: post.id, type: 'heart', userId: OTHER_ID }, 403, 'FORBIDDEN'],
      ];
      for (const [payload, status, code] of bad) assertError(await call(browser, 'POST', '/api/ummah/interactions', payload), status, code);
      const stranger = new TestBrowser(env.server.url);
      const anonymous = await call(stranger, 'POST', '/api/ummah/interactions', { postId: post.id, type: 'heart', commentId: comment.id });
      assertError(anonymous, 401, 'UNAUTHENTICATED', 'Please log in to like comments');
      assert.deepEqual(await snapshot(env.server), before);
      const liked = await call(browser, 'POST', '/api/ummah/interactions', { postId: post.id, type: 'heart', commentId: comment.id });
      assert.equal(liked.body.comment.heartsCount, 1);
    });

    test('comments: 201, replies one level deep, lists with isMine; limits and closed posts refused', async () => {
      const author = new TestBrowser(env.server.url);
      const me = await signUp(author);
      const post = (await call(author, 'POST', '/api/ummah/posts', { text: 'comment on me' })).body;
      const path = `/api/ummah/posts/${post.id}/comments`;
      const top = await call(author, 'POST', path, { postId: post.id, text: 'Ameen', userId: me.id, parentCommentId: null });
      assert.equal(top.status, 201);
      assert.equal(top.body.parentCommentId, null);
      const reader = new TestBrowser(env.server.url);
      await signUp(reader);
      const reply = await call(reader, 'POST', path, { text: 'Ameen too', parentCommentId: top.body.id });
      assert.equal(reply.body.parentCommentId, top.body.id);
      const listed = await call(reader, 'GET', path);
      assert.equal(listed.status, 200);
      assert.deepEqual(listed.body.map((c: { text: string; isMine: boolean; userId: string | null }) => [c.text, c.isMine, c.userId !== null]), [
        ['Ameen', false, false],
        ['Ameen too', true, true],
      ]);
      const before = await snapshot(env.server);
      assertError(await call(reader, 'POST', path, { text: 'x'.repeat(201) }), 400, 'BAD_USER_INPUT', 'Please keep comments under 200 characters');
      assertError(await call(reader, 'POST', path, { text: 'x'.repeat(201), parentCommentId: top.body.id }), 400, 'BAD_USER_INPUT', 'Please keep replies under 200 characters');
      assertError(await call(reader, 'POST', path, { text: '   ' }), 400, 'BAD_USER_INPUT');
      assertError(await call(reader, 'POST', path, { text: 'hi', postId: OTHER_ID }), 400, 'BAD_USER_INPUT');
      assertError(await call(reader, 'POST', path, { text: 'hi', userId: me.id }), 403, 'FORBIDDEN');
      assertError(await call(reader, 'POST', `/api/ummah/posts/${OTHER_ID}/comments`, { text: 'hi' }), 404, 'NOT_FOUND');
      assertError(await call(new TestBrowser(env.server.url), 'POST', path, { text: 'hi' }), 401, 'UNAUTHENTICATED');
      const closed = (await call(author, 'POST', '/api/ummah/posts', { text: 'no comments', allowComments: false })).body;
      const closedBefore = await snapshot(env.server);
      assertError(await call(reader, 'POST', `/api/ummah/posts/${closed.id}/comments`, { text: 'hi' }), 403, 'FORBIDDEN');
      assert.deepEqual(await snapshot(env.server), closedBefore);
      assertError(await call(reader, 'GET', `/api/ummah/posts/${OTHER_ID}/comments`), 404, 'NOT_FOUND');
      assert.notDeepEqual(before, closedBefore, 'only the closed post was added');
    });
  });
}
