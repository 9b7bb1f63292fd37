// Relay's node(id:) and nodes(ids:): posts and duas by their global id (nodeId), shown
// exactly as the feeds show them; `id` stays the raw uuid; a forged global id is
// BAD_USER_INPUT, an unknown one null, never an unexpected error.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootWithTwoUsers, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const globalId = (text: string) => Buffer.from(text).toString('base64');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const NODE = `query($id: ID!) { node(id: $id) {
  __typename nodeId
  ... on UmmahPost { id text userId isMine heartsCount }
  ... on Dua { id text userId isMine likes }
} }`;

for (const backend of backends()) {
  describe(`node lookup (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    let bob: TestBrowser;
    let post: { id: string; nodeId: string };
    let dua: { id: string; nodeId: string };
    before(async () => {
      ({ server, alice, bob } = await bootWithTwoUsers(backend));
      post = (await alice.ok(`mutation { createPost(text: "pray for rain") { id nodeId } }`)).createPost;
      dua = (await alice.ok(`mutation { createDua(input: { text: "ya Allah" }) { id nodeId } }`)).createDua;
    });
    after(async () => server.stop());

    test('id stays the raw uuid; nodeId is the global id of the same row', async () => {
      assert.match(post.id, /^[0-9a-f-]{36}$/);
      assert.equal(post.nodeId, globalId(`UmmahPost:${post.id}`));
      assert.equal(dua.nodeId, globalId(`Dua:${dua.id}`));
      const feed = await bob.ok(`{ ummahPosts { edges { node { id nodeId } } } duas { edges { node { id nodeId } } } }`);
      assert.deepEqual(feed.ummahPosts.edges[0].node, post);
      assert.deepEqual(feed.duas.edges[0].node, dua);
    });

    test('found: what the feed shows, to anyone; the author id only to the author', async () => {
      const stranger = new TestBrowser(server.url);
      assert.deepEqual((await stranger.ok(NODE, { id: post.nodeId })).node, {
        __typename: 'UmmahPost', nodeId: post.nodeId, id: post.id, text: 'pray for rain', userId: null, isMine: false, heartsCount: 0,
      });
      assert.deepEqual((await bob.ok(NODE, { id: dua.nodeId })).node, {
        __typename: 'Dua', nodeId: dua.nodeId, id: dua.id, text: 'ya Allah', userId: null, isMine: false, likes: 0,
      });
      const own = (await alice.ok(NODE, { id: dua.nodeId })).node;
      assert.equal(own.isMine, true);
      assert.equal(own.userId, (await alice.ok(`{ me { id } }`)).me.id);
    });

    test('unknown id: null; nodes keeps order and nulls', async () => {
      assert.equal((await bob.ok(NODE, { id: globalId(`UmmahPost:${UNKNOWN}`) })).node, null);
      assert.equal((await bob.ok(NODE, { id: globalId(`Dua:${post.id}`) })).node, null, "a post's uuid is no dua");
      const both = await bob.ok(`query($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }`, {
        ids: [dua.nodeId, globalId(`Dua:${UNKNOWN}`), post.nodeId],
      });
      assert.deepEqual(both.nodes, [{ nodeId: dua.nodeId }, null, { nodeId: post.nodeId }]);
      const tooMany = await bob.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }`, { ids: Array(51).fill(post.nodeId) });
      assert.equal(tooMany.errors?.[0]?.message, 'Ask for at most 50 nodes at a time');
    });

    test('forged global ids: BAD_USER_INPUT, never an unexpected error', async () => {
      const forged = [
        'not base64 at all!',
        '',
        post.id,
        globalId('UmmahPost'),
        globalId('UmmahPost:'),
        globalId('UmmahPost:12345'),
        globalId(`UmmahPost:${post.id}' OR 1=1`),
        globalId(`User:${post.id}`),
        globalId(`Comment:${post.id}`),
        globalId(`Query:${post.id}`),
        'A'.repeat(5000),
      ];
      for (const id of forged) {
        const result = await bob.gql(NODE, { id });
        assert.equal(result.status, 200, id);
        assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', id);
        assert.equal(result.errors?.[0]?.message, 'Invalid node id', id);
      }
      const listed = await bob.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }`, { ids: [post.nodeId, 'forged'] });
      assert.equal(listed.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    });
  });
}
