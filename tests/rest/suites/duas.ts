// REST contract: duas and users online (spec section 7; decisions.md 3, 5, 8, 14).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestBrowser } from '../../helpers/client.ts';
import { OTHER_ID, assertError, call, signUp, snapshot } from '../api.ts';
import type { RestEnv } from '../env.ts';

export function duasSuite(env: RestEnv) {
  describe('REST duas and stats', () => {
    test('duas: 201 with trimmed tags, listed recent and trending, liked once per user', async () => {
      const author = new TestBrowser(env.server.url);
      const me = await signUp(author);
      const dua = {
        userId: me.id,
        text: 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً',
        transliteration: 'Rabbana atina fid-dunya hasanah',
        translation: 'Our Lord, give us good in this world',
        source: 'Quran 2:201',
        tags: [' quran ', '', 'protection'],
      };
      const created = await call(author, 'POST', '/api/duas', dua);
      assert.equal(created.status, 201);
      assert.equal(created.body.text, dua.text);
      assert.deepEqual(created.body.tags, ['quran', 'protection']);
      assert.equal(created.body.isMine, true);
      assert.equal(created.body.userId, me.id);
      const liker = new TestBrowser(env.server.url);
      await signUp(liker);
      const liked = await call(liker, 'POST', `/api/duas/${created.body.id}/like`);
      assert.equal(liked.status, 200);
      assert.equal(liked.body.likes, 1);
      assert.equal((await call(liker, 'POST', `/api/duas/${created.body.id}/like`)).body.likes, 1, 'a repeat changes nothing');
      for (const sort of ['recent', 'trending']) {
        const list = await call(liker, 'GET', `/api/duas?sort=${sort}`);
        assert.equal(list.status, 200);
        const seen = list.body.find((d: { id: string }) => d.id === created.body.id);
        assert.equal(seen.isMine, false);
        assert.equal(seen.userId, null);
        assert.equal(seen.viewerHasLiked, true);
      }
    });

    test('duas: invalid input 400, unknown 404, no session 401, another user 403, nothing written', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      const before = await snapshot(env.server);
      const bad: [unknown, string | RegExp][] = [
        [{ text: '' }, /dua/],
        [{ text: 'x'.repeat(501) }, 'Please keep duas under 500 characters'],
        [{ text: 'ok', translation: 'x'.repeat(501) }, 'Please keep each field under 500 characters'],
        [{ text: 'ok', tags: 'a,b' }, /tags/],
        [{ text: 'ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Please use at most 10 tags'],
        [{ text: 'ok', tags: [1] }, /tags\[0\]/],
        [{ text: 'ok', likes: 100 }, 'Unknown field `likes`'],
      ];
      for (const [payload, message] of bad) assertError(await call(browser, 'POST', '/api/duas', payload), 400, 'BAD_USER_INPUT', message);
      assertError(await call(browser, 'POST', '/api/duas', { text: 'ok', userId: OTHER_ID }), 403, 'FORBIDDEN');
      const stranger = new TestBrowser(env.server.url);
      assertError(await call(stranger, 'POST', '/api/duas', { text: 'ok' }), 401, 'UNAUTHENTICATED', 'Please log in to share duas');
      assertError(await call(browser, 'POST', `/api/duas/${OTHER_ID}/like`), 404, 'NOT_FOUND');
      assertError(await call(browser, 'POST', `/api/duas/${OTHER_ID}/like`, { extra: true }), 400, 'BAD_USER_INPUT');
      assertError(await call(stranger, 'POST', `/api/duas/${OTHER_ID}/like`), 401, 'UNAUTHENTICATED', 'Please log in to like duas');
      assertError(await call(browser, 'GET', '/api/duas?sort=hot'), 400, 'BAD_USER_INPUT');
      assert.deepEqual(await snapshot(env.server), before);
    });

    test('GET /api/stats/users-online answers {all, private, saved}', async () => {
      const response = await call(new TestBrowser(env.server.url), 'GET', '/api/stats/users-online');
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(response.body).sort(), ['all', 'private', 'saved']);
      assert.ok(response.body.all >= 1);
      assert.equal(response.body.all, response.body.private + response.body.saved);
    });
  });
}
