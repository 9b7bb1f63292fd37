// REST transport rules: unknown paths, methods, body size and type, malformed JSON,
// Unicode, and rate limits (issue 4 points 2 and 3).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestBrowser } from '../../helpers/client.ts';
import { assertError, call, signUp, snapshot } from '../api.ts';
import type { RestEnv } from '../env.ts';

const raw = (browser: TestBrowser, path: string, body: BodyInit, type = 'application/json') =>
  browser.fetch(path, { method: 'POST', headers: { 'content-type': type }, body });

async function errorOf(response: Response) {
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export function transportSuite(env: RestEnv) {
  describe('REST transport', () => {
    test('unknown path 404, wrong method 405 with Allow, both JSON', async () => {
      const browser = new TestBrowser(env.server.url);
      assertError(await call(browser, 'GET', '/api/nothing/here'), 404, 'NOT_FOUND');
      assertError(await call(browser, 'GET', '/api/users'), 404, 'NOT_FOUND');
      const wrong = await call(browser, 'PUT', '/api/users/abc', {});
      assertError(wrong, 405, 'METHOD_NOT_ALLOWED');
      assert.equal(wrong.headers.get('allow'), 'GET, PATCH, DELETE');
      const del = await call(browser, 'DELETE', '/api/duas');
      assert.equal(del.headers.get('allow'), 'GET, POST');
      assert.equal(del.headers.get('referrer-policy'), 'no-referrer');
    });

    test('bodies: 413 past 64 KB, 415 when not JSON, 400 for malformed JSON or UTF-8; nothing written', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      const before = await snapshot(env.server);
      const big = await errorOf(await raw(browser, '/api/ummah/posts', JSON.stringify({ text: 'x'.repeat(70_000) })));
      assertError(big, 413, 'PAYLOAD_TOO_LARGE');
      assertError(await errorOf(await raw(browser, '/api/ummah/posts', 'text=hi', 'application/x-www-form-urlencoded')), 415, 'UNSUPPORTED_MEDIA_TYPE');
      assertError(await errorOf(await raw(browser, '/api/ummah/posts', '{"text":"hi"}', 'text/plain')), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const noType = await browser.fetch('/api/ummah/posts', { method: 'POST', body: new Uint8Array([123, 125]) });
      assertError(await errorOf(noType), 415, 'UNSUPPORTED_MEDIA_TYPE');
      assertError(await errorOf(await raw(browser, '/api/ummah/posts', '{"text": "hi",}')), 400, 'BAD_USER_INPUT', /not valid JSON/);
      assertError(await errorOf(await raw(browser, '/api/ummah/posts', new Uint8Array([123, 34, 116, 34, 58, 34, 0xff, 34, 125]))), 400, 'BAD_USER_INPUT', /UTF-8/);
      for (const body of ['null', '[]', '"text"', '42'])
        assertError(await errorOf(await raw(browser, '/api/ummah/posts', body)), 400, 'BAD_USER_INPUT', 'The request body must be a JSON object');
      assertError(await errorOf(await raw(browser, '/api/ummah/posts', '{"text":"hi","__proto__":{"admin":true}}')), 400, 'BAD_USER_INPUT', 'Unknown field `__proto__`');
      assertError(await errorOf(await raw(browser, '/api/ummah/interactions', '{"postId":"x","type":"heart","count":1e400}')), 400, 'BAD_USER_INPUT');
      assert.deepEqual(await snapshot(env.server), before);
    });

    test('Arabic, mixed right-to-left text and emoji are stored and returned intact', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      const texts = [
        'اللَّهُمَّ اشْفِ أُمِّي 🤲',
        'Please pray for أبي in hospital \u200F(شكراً)\u200E 🙏🏽 👨‍👩‍👧',
        'שָׁלוֹם and سلام 🕌 — ﷽',
      ];
      for (const text of texts) {
        const created = await call(browser, 'POST', '/api/ummah/posts', { text });
        assert.equal(created.status, 201);
        assert.equal(created.body.text, text);
        const stored = await env.server.db.prisma.ummahPost.findUniqueOrThrow({ where: { id: created.body.id } });
        assert.equal(stored.text, text);
      }
    });

    test('NUL bytes and lone surrogates are refused before anything is stored', async () => {
      const browser = new TestBrowser(env.server.url);
      await signUp(browser);
      const before = await snapshot(env.server);
      for (const body of ['{"text":"a\\u0000b"}', '{"text":"bad \\ud800 half"}', '{"text":"\\udc00"}', '{"text":"ok","userId":"\\ud83d"}'])
        assertError(await errorOf(await raw(browser, '/api/ummah/posts', body)), 400, 'BAD_USER_INPUT', /NUL|invalid characters/);
      assertError(await errorOf(await raw(browser, '/api/duas', '{"text":"ok","tags":["\\ud800"]}')), 400, 'BAD_USER_INPUT');
      assert.deepEqual(await snapshot(env.server), before);
    });

    // Last in this suite on purpose: it spends this address's budget of unknown links.
    test('failed private-link look-ups are rate limited: 429 with Retry-After', async () => {
      const browser = new TestBrowser(env.server.url);
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 31; i++) last = await call(browser, 'GET', `/api/users/link/unknown-link-${String(i).padStart(12, '0')}`);
      assertError(last!, 429, 'RATE_LIMITED');
      // The limiter's own wait: the window of unknown links is ten minutes, not a guess of 60 s.
      const wait = Number(last!.headers.get('retry-after'));
      assert.ok(wait > 60 && wait <= 600, `Retry-After ${wait}`);
    });
  });
}
