// Issue 13 item 5: what an HTML form on a hostile page can send with the victim's
// cookie (x-www-form-urlencoded, multipart/form-data, text/plain; no preflight) is
// refused with 415 by every state-changing REST call and changes nothing. JSON, and
// the spec's body-less like without a content type, keep working.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=----x', 'text/plain;charset=UTF-8'];

for (const backend of backends()) {
  describe(`cross-site forms (${backend})`, () => {
    let server: TestServer;
    let victim: TestBrowser;
    let me: { id: string };
    let duaId: string;

    before(async () => {
      server = await bootServer(backend);
      victim = new TestBrowser(server.url);
      me = await victim.signUp();
      const author = new TestBrowser(server.url);
      await author.signUp();
      duaId = (await author.ok<{ createDua: { id: string } }>('mutation { createDua(input: {text: "Rabbana atina"}) { id } }')).createDua.id;
    });
    after(() => server.stop());

    const likes = async () => (await server.db.prisma.dua.findUniqueOrThrow({ where: { id: duaId } })).likes;

    test('an empty-body like sent as a form is 415 and the like count does not move', async () => {
      for (const type of FORM_TYPES) {
        for (const body of [undefined, '', 'x=1']) {
          const response = await victim.fetch(`/api/duas/${duaId}/like`, { method: 'POST', headers: { 'content-type': type }, body });
          assert.equal(response.status, 415, `${type} with body ${JSON.stringify(body)}`);
          assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'UNSUPPORTED_MEDIA_TYPE');
        }
      }
      assert.equal(await likes(), 0);
      assert.equal(await server.db.prisma.duaLike.count({ where: { duaId } }), 0);
    });

    test('other state-changing calls sent as forms change nothing', async () => {
      const attempts: [string, string, string][] = [
        ['POST', '/api/auth/logout', ''],
        ['POST', '/api/ummah/posts', 'text=spam'],
        ['POST', `/api/users/${me.id}/prayer-completions`, 'date=2026-11-23&prayer=fajr'],
        ['DELETE', `/api/users/${me.id}/prayer-completions`, ''],
        ['PATCH', `/api/users/${me.id}`, ''],
        ['POST', `/api/users/${me.id}/connect-email`, 'email=attacker@example.com'],
        ['POST', '/api/auth/anonymous', ''],
      ];
      const users = await server.db.prisma.user.count();
      for (const [method, path, body] of attempts) {
        for (const type of FORM_TYPES) {
          const response = await victim.fetch(path, { method, headers: { 'content-type': type }, body });
          assert.equal(response.status, 415, `${method} ${path} as ${type}`);
        }
      }
      assert.equal(await server.db.prisma.ummahPost.count(), 0);
      assert.equal(await server.db.prisma.prayerCompletion.count(), 0);
      assert.equal(await server.db.prisma.user.count(), users);
      assert.equal((await server.db.prisma.user.findUniqueOrThrow({ where: { id: me.id } })).email, null);
      const still = await victim.gql<{ me: { id: string } | null }>('{ me { id } }');
      assert.equal(still.data?.me?.id, me.id, 'the form logout did not end the session');
    });

    test('the same forms posted to /graphql are refused too (Yoga CSRF prevention) and change nothing', async () => {
      const query = `mutation { likeDua(id: "${duaId}") { likes } }`;
      const forms: [string, string][] = [
        ['application/x-www-form-urlencoded', new URLSearchParams({ query }).toString()],
        ['text/plain', JSON.stringify({ query })],
        ['multipart/form-data; boundary=b', `--b\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--b--\r\n`],
      ];
      for (const [type, body] of forms) {
        const response = await victim.fetch('/graphql', { method: 'POST', headers: { 'content-type': type }, body });
        assert.equal(response.status, 403, type);
      }
      assert.equal((await victim.fetch(`/graphql?query=${encodeURIComponent(query)}`)).status, 403, 'a link or image GET');
      assert.equal(await likes(), 0);
    });

    test('JSON bodies and the body-less like without a content type keep working', async () => {
      const bare = await victim.fetch(`/api/duas/${duaId}/like`, { method: 'POST' });
      assert.equal(bare.status, 200);
      assert.equal(((await bare.json()) as { likes: number }).likes, 1);
      const json = await victim.fetch(`/api/duas/${duaId}/like`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: '{}',
      });
      assert.equal(json.status, 200, 'a repeat like as JSON is accepted and counts once');
      assert.equal(await likes(), 1);
      const post = await victim.fetch('/api/ummah/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Please pray for my mother' }),
      });
      assert.equal(post.status, 201);
    });
  });
}
