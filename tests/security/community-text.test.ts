// Community text that cannot lie about itself (issue 28 point 5), over GraphQL and REST on
// the real server: invisible-only text is empty, bidi overrides and isolates are removed,
// runs of combining marks are capped at 4, for posts, comments, replies and every dua field.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

/** Zero-width space, word joiner, soft hyphen, ideographic space, braille blank, BOM, Hangul filler, CGJ. */
const INVISIBLE = '\u200B\u2060\u00AD\u3000\u2800\uFEFF\u3164\u034F \u200D';
const RLO = '\u202E';
const CAPPED = 4;
const marksIn = (text: string) => [...text].filter((c) => /\p{M}/u.test(c)).length;

for (const backend of backends()) {
  describe(`community text (${backend})`, () => {
    let server: TestServer;
    let browser: TestBrowser;
    let postId: string;
    let commentId: string;
    const json = (path: string, body: unknown) =>
      browser.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const counts = async () => ({
      posts: await server.db.prisma.ummahPost.count(),
      comments: await server.db.prisma.comment.count(),
      duas: await server.db.prisma.dua.count(),
    });

    before(async () => {
      server = await bootServer(backend);
      browser = new TestBrowser(server.url);
      await browser.signUp();
      postId = (await browser.ok('mutation { createPost(text: "A real prayer") { id } }')).createPost.id;
      commentId = (await browser.ok(`mutation($p: ID!) { addComment(postId: $p, text: "Ameen") { id } }`, { p: postId })).addComment.id;
    });
    after(() => server.stop());

    test("text made only of invisible characters gets each field's empty message, and nothing is stored", async () => {
      const before = await counts();
      const expected: [Promise<Response>, string][] = [
        [json('/api/ummah/posts', { text: INVISIBLE }), 'Please enter a prayer to share'],
        [json(`/api/ummah/posts/${postId}/comments`, { text: INVISIBLE }), 'Please enter a comment'],
        [json(`/api/ummah/posts/${postId}/comments`, { text: INVISIBLE, parentCommentId: commentId }), 'Please enter a reply'],
        [json('/api/duas', { text: INVISIBLE }), 'Please enter the dua text'],
        [json('/api/ummah/posts', { text: '\u0301\u0301\u0301' }), 'Please enter a prayer to share'],
      ];
      for (const [answer, message] of expected) {
        const response = await answer;
        assert.equal(response.status, 400);
        assert.deepEqual(await response.json(), { error: { code: 'BAD_USER_INPUT', message } });
      }
      const gql = await browser.gql('mutation($t: String!) { createPost(text: $t) { id } }', { t: INVISIBLE });
      assert.equal(gql.errors?.[0]?.message, 'Please enter a prayer to share');
      assert.deepEqual(await counts(), before);
    });

    test('invisible-only optional dua fields and tags are absent', async () => {
      const response = await json('/api/duas', {
        text: 'رَبَّنَا آتِنَا',
        transliteration: INVISIBLE,
        translation: '\u200B',
        source: '\u2800',
        tags: [INVISIBLE, 'hope', '\u2060\u00AD'],
      });
      assert.equal(response.status, 201);
      const dua = (await response.json()) as Record<string, unknown>;
      assert.equal(dua.transliteration, null);
      assert.equal(dua.translation, null);
      assert.equal(dua.source, null);
      assert.deepEqual(dua.tags, ['hope']);
    });

    test('bidi overrides and isolates are removed from every field', async () => {
      const tricked = `${RLO}noitacifireV\u202C \u2066x\u2069 \u202Ay\u202B`;
      const post = (await (await json('/api/ummah/posts', { text: tricked })).json()) as { text: string };
      assert.equal(post.text, 'noitacifireV x y');
      const comment = (await (await json(`/api/ummah/posts/${postId}/comments`, { text: tricked })).json()) as { text: string };
      assert.equal(comment.text, 'noitacifireV x y');
      const reply = await browser.ok('mutation($p: ID!, $c: ID!, $t: String!) { addComment(postId: $p, parentCommentId: $c, text: $t) { text } }', {
        p: postId,
        c: commentId,
        t: tricked,
      });
      assert.equal(reply.addComment.text, 'noitacifireV x y');
      const dua = await browser.ok('mutation($i: DuaInput!) { createDua(input: $i) { text transliteration translation source tags } }', {
        i: { text: tricked, transliteration: tricked, translation: tricked, source: tricked, tags: [`${RLO}gat`] },
      });
      for (const field of ['text', 'transliteration', 'translation', 'source'] as const) assert.equal(dua.createDua[field], 'noitacifireV x y');
      assert.deepEqual(dua.createDua.tags, ['gat']);
      // Right-to-left text itself, and the marks that only nudge neutrals (RLM, LRM), are kept.
      const arabic = await browser.ok('mutation($t: String!) { createPost(text: $t) { text } }', { t: 'اللَّهُمَّ \u200Fاغفر\u200E لي' });
      assert.equal(arabic.createPost.text, 'اللَّهُمَّ \u200Fاغفر\u200E لي');
    });

    test('runs of combining marks are capped at 4, even split by joiners; Arabic vowels are untouched', async () => {
      const zalgo = `H${'\u0301'.repeat(499)}`;
      const response = await json('/api/ummah/posts', { text: zalgo });
      assert.equal(response.status, 201);
      const post = (await response.json()) as { text: string };
      assert.equal(post.text, `H${'\u0301'.repeat(CAPPED)}`);
      const split = `e${'\u0300\u0300\u200D'.repeat(100)}`;
      const comment = (await (await json(`/api/ummah/posts/${postId}/comments`, { text: split })).json()) as { text: string };
      assert.equal(marksIn(comment.text), CAPPED);
      const dua = await browser.ok('mutation($i: DuaInput!) { createDua(input: $i) { text translation tags } }', {
        i: { text: `ب${'\u064E'.repeat(60)}`, translation: `o${'\u0308'.repeat(9)}k`, tags: [`t${'\u0301'.repeat(40)}`] },
      });
      assert.equal(marksIn(dua.createDua.text), CAPPED);
      assert.equal(dua.createDua.translation, `o${'\u0308'.repeat(CAPPED)}k`);
      assert.equal(marksIn(dua.createDua.tags[0]), CAPPED);
      const vowelled = 'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ';
      assert.equal((await browser.ok('mutation($t: String!) { createPost(text: $t) { text } }', { t: vowelled })).createPost.text, vowelled);
      const bengali = 'স্বাস্থ্য ও শান্তি';
      assert.equal((await browser.ok('mutation($t: String!) { createPost(text: $t) { text } }', { t: bengali })).createPost.text, bengali);
    });
  });
}
