// Duas: sharing rules, likes once per user, recent and trending feeds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, bootWithTwoUsers, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const share = (b: TestBrowser, input: Record<string, unknown>) =>
  b.gql(`mutation($i: DuaInput!) { createDua(input: $i) { id text transliteration translation source tags likes isMine userId } }`, { i: input });
const like = (b: TestBrowser, id: string) => b.gql(`mutation($id: ID!) { likeDua(id: $id) { likes viewerHasLiked } }`, { id });

for (const backend of backends()) {
  describe(`duas (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    let bob: TestBrowser;
    before(async () => {
      ({ server, alice, bob } = await bootWithTwoUsers(backend));
    });
    after(async () => server.stop());

    test('sharing: text required and capped, tags split and bounded, fields intact', async () => {
      const before = await server.db.prisma.dua.count();
      const refusals: [Record<string, unknown>, string][] = [
        [{ text: '  ' }, 'Please enter the dua text'],
        [{ text: 'ا'.repeat(501) }, 'Please keep duas under 500 characters'],
        [{ text: 'ok', source: 's'.repeat(501) }, 'Please keep each field under 500 characters'],
        [{ text: 'ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Please use at most 10 tags'],
        [{ text: 'ok', tags: ['x'.repeat(31)] }, 'Please keep each tag under 30 characters'],
      ];
      for (const [input, message] of refusals) assert.equal((await share(alice, input)).errors?.[0]?.message, message);
      assert.equal((await share(new TestBrowser(server.url), { text: 'x' })).errors?.[0]?.message, 'Please log in to share duas');
      assert.equal(await server.db.prisma.dua.count(), before);

      const dua = (
        await share(alice, {
          text: ' رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً ',
          transliteration: 'Rabbana atina fid-dunya hasanah',
          translation: 'Our Lord, give us good in this world',
          source: 'Quran 2:201',
          tags: [' quran ', '', 'daily', 'quran'],
        })
      ).data!.createDua;
      assert.equal(dua.text, 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً');
      assert.deepEqual(dua.tags, ['quran', 'daily']);
      assert.equal(dua.isMine, true);
      const seen = await bob.ok(`{ duas { edges { node { id userId isMine } } } }`);
      assert.deepEqual(seen.duas.edges[0].node, { id: dua.id, userId: null, isMine: false });
    });

    test('one like per user per dua', async () => {
      const dua = (await share(alice, { text: 'like me' })).data!.createDua;
      assert.deepEqual((await like(bob, dua.id)).data?.likeDua, { likes: 1, viewerHasLiked: true });
      assert.deepEqual((await like(bob, dua.id)).data?.likeDua, { likes: 1, viewerHasLiked: true });
      assert.equal((await like(new TestBrowser(server.url), dua.id)).errors?.[0]?.message, 'Please log in to like duas');
      assert.equal((await like(bob, '00000000-0000-4000-8000-000000000000')).errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.deepEqual((await bob.ok(`{ myDuaLikes }`)).myDuaLikes, [dua.id]);
    });

    test('trending ranks likes of the last 7 days first, then all-time likes, then newest', async () => {
      const fresh = await bootServer(backend);
      try {
        const author = new TestBrowser(fresh.url);
        await author.signUp();
        const ids: Record<string, string> = {};
        for (const name of ['old-favourite', 'this-week', 'quiet', 'newest']) ids[name] = (await share(author, { text: name })).data!.createDua.id;
        const fans = await Promise.all(Array.from({ length: 3 }, async () => {
          const f = new TestBrowser(fresh.url);
          await f.signUp();
          return f;
        }));
        for (const fan of fans) await like(fan, ids['old-favourite']!);
        await like(fans[0]!, ids['this-week']!);
        // The favourite's likes are from last month: they count all-time, not this week.
        await fresh.db.prisma.duaLike.updateMany({
          where: { duaId: ids['old-favourite'] },
          data: { createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) },
        });
        const trending = await author.ok(`{ duas(sort: trending, first: 2) { edges { node { text } } pageInfo { hasNextPage endCursor } } }`);
        const rest = await author.ok(`query($a: String) { duas(sort: trending, first: 10, after: $a) { edges { node { text } } pageInfo { hasNextPage } } }`, {
          a: trending.duas.pageInfo.endCursor,
        });
        const order = [...trending.duas.edges, ...rest.duas.edges].map((e: { node: { text: string } }) => e.node.text);
        assert.deepEqual(order, ['this-week', 'old-favourite', 'newest', 'quiet']);
        assert.equal(rest.duas.pageInfo.hasNextPage, false);
        const recent = await author.ok(`{ duas(sort: recent) { edges { node { text } } } }`);
        assert.deepEqual(recent.duas.edges.map((e: { node: { text: string } }) => e.node.text), ['newest', 'quiet', 'this-week', 'old-favourite']);
      } finally {
        await fresh.stop();
      }
    });
  });
}
