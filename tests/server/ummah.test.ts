// Ummah prayer requests: validation, privacy, idempotent counters, comments and feeds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, bootWithTwoUsers, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const POST = 'id text allowComments userId isMine heartsCount prayersCount commentsCount viewerHasHearted viewerHasPrayed';
const create = (b: TestBrowser, text: string, allowComments = true) =>
  b.gql(`mutation($t: String!, $a: Boolean) { createPost(text: $t, allowComments: $a) { ${POST} } }`, { t: text, a: allowComments });
const interact = (b: TestBrowser, postId: string, type: string, commentId?: string) =>
  b.gql(`mutation($p: ID!, $t: InteractionType!, $c: ID) { interact(postId: $p, type: $t, commentId: $c) { added post { heartsCount prayersCount commentsCount } comment { heartsCount } } }`, {
    p: postId, t: type, c: commentId,
  });

for (const backend of backends()) {
  describe(`ummah (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    let bob: TestBrowser;
    before(async () => {
      ({ server, alice, bob } = await bootWithTwoUsers(backend));
    });
    after(async () => server.stop());

    test("posting: the spec's messages, trimmed text, Arabic and emoji intact", async () => {
      const before = await server.db.prisma.ummahPost.count();
      const cases: [TestBrowser, string, string][] = [
        [new TestBrowser(server.url), 'hello', 'Please log in to share prayers'],
        [alice, '   \n\t ', 'Please enter a prayer to share'],
        [alice, 'x'.repeat(501), 'Please keep prayers under 500 characters'],
        [alice, 'bad \u0000 byte', 'Text must not contain NUL characters'],
        [alice, 'lone \ud800 surrogate', 'Text contains invalid characters'],
      ];
      for (const [browser, text, message] of cases) {
        const result = await create(browser, text);
        assert.equal(result.errors?.[0]?.message, message);
      }
      assert.equal(await server.db.prisma.ummahPost.count(), before);
      const text = 'اللهم اشف مرضانا — please pray for my mother 🤲🏽 ‏(שלום)';
      const ok = await create(alice, `  ${text}  `);
      assert.equal(ok.data?.createPost.text, text);
      const exactly500 = await create(alice, '😀'.repeat(500));
      assert.equal(exactly500.errors, undefined, '500 emoji are 500 characters');
    });

    test("feeds show 'isMine' to everyone but the author id only to the author", async () => {
      const post = (await create(alice, 'privacy check')).data!.createPost;
      assert.equal(post.isMine, true);
      assert.ok(post.userId);
      const seenByBob = await bob.ok(`{ ummahPosts(first: 50) { edges { node { id userId isMine } } } }`);
      const node = seenByBob.ummahPosts.edges.find((e: { node: { id: string } }) => e.node.id === post.id).node;
      assert.deepEqual(node, { id: post.id, userId: null, isMine: false });
    });

    test('one heart and one prayer per user per post: repeats change nothing', async () => {
      const post = (await create(alice, 'counts')).data!.createPost;
      assert.equal((await interact(bob, post.id, 'heart')).data?.interact.added, true);
      assert.equal((await interact(bob, post.id, 'heart')).data?.interact.added, false);
      await interact(bob, post.id, 'prayer');
      await interact(alice, post.id, 'prayer');
      const again = await interact(bob, post.id, 'prayer');
      assert.deepEqual(again.data?.interact.post, { heartsCount: 1, prayersCount: 2, commentsCount: 0 });
      // Concurrent repeats cannot inflate the count either.
      const carol = new TestBrowser(server.url);
      await carol.signUp();
      await Promise.all(Array.from({ length: 8 }, () => interact(carol, post.id, 'heart')));
      const row = await server.db.prisma.ummahPost.findUniqueOrThrow({ where: { id: post.id } });
      assert.equal(row.heartsCount, 2);
      assert.equal(row.popularity, 4);
      const marks = await bob.ok(`query($id: ID!) { ummahPost(id: $id) { viewerHasHearted viewerHasPrayed } }`, { id: post.id });
      assert.deepEqual(marks.ummahPost, { viewerHasHearted: true, viewerHasPrayed: true });
      const mine = await bob.ok(`{ myInteractions { postId type commentId count } }`);
      assert.equal(mine.myInteractions.filter((i: { postId: string }) => i.postId === post.id).length, 2);
    });

    test('interactions: unknown posts, bad ids and no session are refused', async () => {
      assert.equal((await interact(bob, '00000000-0000-4000-8000-000000000000', 'heart')).errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal((await interact(bob, 'not-a-uuid', 'heart')).errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const post = (await create(alice, 'no session')).data!.createPost;
      const emptyComment = await interact(bob, post.id, 'heart', '');
      assert.equal(emptyComment.errors?.[0]?.extensions?.code, 'NOT_FOUND', 'an empty comment id is not "the post"');
      const emptyParent = await bob.gql(`mutation($p: ID!) { addComment(postId: $p, text: "x", parentCommentId: "") { id } }`, { p: post.id });
      assert.equal(emptyParent.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const anon = await interact(new TestBrowser(server.url), post.id, 'heart');
      assert.equal(anon.errors?.[0]?.message, 'Please log in to interact with posts');
      assert.equal((await server.db.prisma.ummahPost.findUniqueOrThrow({ where: { id: post.id } })).heartsCount, 0);
    });

    test('comments and one level of replies, with their limits and counters', async () => {
      const post = (await create(alice, 'comment me')).data!.createPost;
      const add = (b: TestBrowser, text: string, parent?: string) =>
        b.gql(`mutation($p: ID!, $t: String!, $r: ID) { addComment(postId: $p, text: $t, parentCommentId: $r) { id parentCommentId isMine userId } }`, {
          p: post.id, t: text, r: parent,
        });
      assert.equal((await add(bob, 'x'.repeat(201))).errors?.[0]?.message, 'Please keep comments under 200 characters');
      assert.equal((await add(bob, '  ')).errors?.[0]?.message, 'Please enter a comment');
      const top = (await add(bob, 'Ameen')).data!.addComment;
      assert.equal((await add(alice, 'y'.repeat(201), top.id)).errors?.[0]?.message, 'Please keep replies under 200 characters');
      const reply = (await add(alice, 'JazakAllah khair', top.id)).data!.addComment;
      assert.equal(reply.parentCommentId, top.id);
      const nested = (await add(bob, 'reply to reply', reply.id)).data!.addComment;
      assert.equal(nested.parentCommentId, top.id, 'replies stay one level deep');
      await interact(alice, post.id, 'heart', top.id);
      const hearted = await interact(alice, post.id, 'heart', top.id);
      assert.equal(hearted.data?.interact.comment.heartsCount, 1);
      assert.ok((await interact(alice, post.id, 'prayer', top.id)).errors?.length, 'comments take hearts only');
      const list = await alice.ok(`query($p: ID!) { comments(postId: $p) { text isMine userId viewerHasHearted } }`, { p: post.id });
      assert.deepEqual(list.comments.map((c: { text: string }) => c.text), ['Ameen', 'JazakAllah khair', 'reply to reply']);
      assert.equal(list.comments[0].userId, null, "Bob's id is not shown to Alice");
      assert.equal(list.comments[0].viewerHasHearted, true);
      const row = await server.db.prisma.ummahPost.findUniqueOrThrow({ where: { id: post.id } });
      assert.equal(row.commentsCount, 3);
      const closed = (await create(alice, 'no comments please', false)).data!.createPost;
      const refused = await bob.gql(`mutation($p: ID!) { addComment(postId: $p, text: "hi") { id } }`, { p: closed.id });
      assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    });

    test('newest and popular feeds page through every post once, in order', async () => {
      const fresh = await bootServer(backend);
      try {
        const a = new TestBrowser(fresh.url);
        await a.signUp();
        const ids: string[] = [];
        for (let i = 0; i < 7; i++) ids.push((await create(a, `post ${i}`)).data!.createPost.id);
        const voters = await Promise.all([0, 1, 2].map(async () => {
          const v = new TestBrowser(fresh.url);
          await v.signUp();
          return v;
        }));
        for (const [index, voter] of voters.entries()) await interact(voter, ids[2]!, index === 2 ? 'prayer' : 'heart');
        await interact(voters[0]!, ids[5]!, 'prayer');
        const pageThrough = async (sort: string) => {
          const seen: string[] = [];
          let after: string | null = null;
          do {
            const page: any = await a.ok(`query($s: PostSort, $a: String) { ummahPosts(sort: $s, first: 3, after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } } }`, { s: sort, a: after });
            seen.push(...page.ummahPosts.edges.map((e: { node: { text: string } }) => e.node.text));
            after = page.ummahPosts.pageInfo.hasNextPage ? page.ummahPosts.pageInfo.endCursor : null;
          } while (after);
          return seen;
        };
        assert.deepEqual(await pageThrough('newest'), ['post 6', 'post 5', 'post 4', 'post 3', 'post 2', 'post 1', 'post 0']);
        assert.deepEqual(await pageThrough('popular'), ['post 2', 'post 5', 'post 6', 'post 4', 'post 3', 'post 1', 'post 0']);
        // Each edge's cursor continues after that edge; the first and last are the page's start and end cursors.
        for (const sort of ['newest', 'popular']) {
          const page: any = await a.ok(`query($s: PostSort) { ummahPosts(sort: $s, first: 3) { edges { cursor node { text } } pageInfo { startCursor endCursor hasPreviousPage } } }`, { s: sort });
          const edges = page.ummahPosts.edges as { cursor: string; node: { text: string } }[];
          assert.deepEqual(page.ummahPosts.pageInfo, { startCursor: edges[0]!.cursor, endCursor: edges.at(-1)!.cursor, hasPreviousPage: false });
          const next: any = await a.ok(`query($s: PostSort, $a: String) { ummahPosts(sort: $s, first: 1, after: $a) { edges { node { text } } pageInfo { hasPreviousPage } } }`, { s: sort, a: edges[0]!.cursor });
          assert.equal(next.ummahPosts.edges[0].node.text, edges[1]!.node.text, sort);
          assert.equal(next.ummahPosts.pageInfo.hasPreviousPage, true, 'a page after a cursor has one before it');
        }
        // Past the last post: no edges, no cursors (not the cursor the client came with).
        const last: any = await a.ok(`{ ummahPosts(first: 50) { pageInfo { endCursor } } }`);
        const beyond: any = await a.ok(`query($a: String) { ummahPosts(after: $a) { edges { cursor } pageInfo { hasNextPage startCursor endCursor } } }`, { a: last.ummahPosts.pageInfo.endCursor });
        assert.deepEqual(beyond.ummahPosts, { edges: [], pageInfo: { hasNextPage: false, startCursor: null, endCursor: null } });
        const badCursor = await a.gql(`{ ummahPosts(after: "garbage") { edges { cursor } } }`);
        assert.equal(badCursor.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
        const tooMany = await a.gql(`{ ummahPosts(first: 500) { edges { cursor } } }`);
        assert.equal(tooMany.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      } finally {
        await fresh.stop();
      }
    });
  });
}
