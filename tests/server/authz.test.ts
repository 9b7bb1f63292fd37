// Every write without a session is refused and changes nothing; with a session it acts
// only for that session's user, and nobody reads another user's private data.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

async function snapshot(server: TestServer) {
  const p = server.db.prisma;
  const [users, completions, posts, comments, interactions, hearts, duas, likes, reflections, sessions] = await Promise.all([
    p.user.findMany({ orderBy: { id: 'asc' } }),
    p.prayerCompletion.count(), p.ummahPost.findMany({ orderBy: { id: 'asc' } }), p.comment.findMany({ orderBy: { id: 'asc' } }),
    p.postInteraction.count(), p.commentHeart.count(), p.dua.findMany({ orderBy: { id: 'asc' } }), p.duaLike.count(),
    p.reflection.count(), p.session.count(),
  ]);
  return JSON.stringify({ users, completions, posts, comments, interactions, hearts, duas, likes, reflections, sessions });
}

for (const backend of backends()) {
  describe(`authorization (${backend})`, () => {
    let server: TestServer;
    let owner: TestBrowser;
    let ownerId: string;
    let postId: string;
    let commentId: string;
    let duaId: string;
    before(async () => {
      server = await bootServer(backend);
      owner = new TestBrowser(server.url);
      ownerId = (await owner.signUp()).id;
      postId = (await owner.ok(`mutation { createPost(text: "mine") { id } }`)).createPost.id;
      commentId = (await owner.ok(`mutation($p: ID!) { addComment(postId: $p, text: "c") { id } }`, { p: postId })).addComment.id;
      duaId = (await owner.ok(`mutation { createDua(input: { text: "d" }) { id } }`)).createDua.id;
      await owner.ok(`mutation { completePrayer(date: "2026-11-20", prayer: fajr) { id } }`);
      // A reflection is only taken for today (London's, for a user without a place).
      await owner.ok(`mutation($d: String!) { saveReflection(date: $d, mood: Calm, goal: Work, concern: Faith) { id } }`, {
        d: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
      });
      await owner.ok(`mutation { connectEmail(email: "owner@example.com") { id } }`);
    });
    after(async () => server.stop());

    const writes = () => [
      ['updateProfile', `mutation { updateProfile(input: { prayerSettings: { calc_method: Egyptian, madhab: Shafi, high_lat_rule: None } }) { id } }`],
      ['connectEmail', `mutation { connectEmail(email: "x@example.com") { id } }`],
      ['completePrayer', `mutation { completePrayer(date: "2026-11-21", prayer: fajr) { id } }`],
      ['uncompletePrayer', `mutation { uncompletePrayer(date: "2026-11-20", prayer: fajr) }`],
      ['createPost', `mutation { createPost(text: "hello") { id } }`],
      ['interact', `mutation { interact(postId: "${postId}", type: heart) { added } }`],
      ['comment heart', `mutation { interact(postId: "${postId}", commentId: "${commentId}", type: heart) { added } }`],
      ['addComment', `mutation { addComment(postId: "${postId}", text: "hi") { id } }`],
      ['createDua', `mutation { createDua(input: { text: "dua" }) { id } }`],
      ['likeDua', `mutation { likeDua(id: "${duaId}") { likes } }`],
      ['saveReflection', `mutation { saveReflection(date: "2026-11-21", mood: Low, goal: Health, concern: Future) { id } }`],
      ['createCalendarFeed', `mutation { createCalendarFeed(alarmMinutes: 5) { path } }`],
      ['revokeCalendarFeed', `mutation { revokeCalendarFeed }`],
      ['savePushSubscription', `mutation { savePushSubscription(input: { endpoint: "https://fcm.googleapis.com/fcm/send/x", p256dh: "k", auth: "a", prayers: ["fajr"], minutesBefore: [0] }) { endpoint } }`],
      ['deletePushSubscription', `mutation { deletePushSubscription(endpoint: "https://fcm.googleapis.com/fcm/send/x") }`],
      ['sendTestReminder', `mutation { sendTestReminder { sent } }`],
    ];

    /** What a stranger is told: the spec's words where a feature has its own. */
    const prompts: Record<string, string> = {
      createPost: 'Please log in to share prayers',
      interact: 'Please log in to interact with posts',
      'comment heart': 'Please log in to like comments',
      addComment: 'Please log in to interact with posts',
      createDua: 'Please log in to share duas',
      likeDua: 'Please log in to like duas',
    };

    test('every write without a session: UNAUTHENTICATED, and the database is unchanged', async () => {
      const before = await snapshot(server);
      const stranger = new TestBrowser(server.url);
      for (const [name, mutation] of writes()) {
        const result = await stranger.gql(mutation!);
        assert.equal(result.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', name);
        assert.equal(result.errors?.[0]?.message, prompts[name!] ?? 'Please log in to continue', name);
      }
      // A forged or expired cookie is no session either.
      stranger.cookies.set('pc_session', 'forged-token-value');
      for (const [name, mutation] of writes()) {
        assert.equal((await stranger.gql(mutation!)).errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', name);
      }
      assert.equal(await snapshot(server), before);
    });

    test("every read of the viewer's own data without a session: UNAUTHENTICATED", async () => {
      const stranger = new TestBrowser(server.url);
      const reads = ['myDuaLikes', 'myInteractions { postId }', 'prayerCompletions(date: "2026-11-20") { id }', 'prayerStats { streak }',
        'reflections { id }', 'reflectionStreak', 'pushDevices { endpoint }', 'calendarFeed { createdAt }'];
      for (const read of reads) {
        const result = await stranger.gql(`{ ${read} }`);
        assert.deepEqual(result.errors?.map((e) => [e.extensions?.code, e.message]), [['UNAUTHENTICATED', 'Please log in to continue']], read);
      }
      // The public reads next to them still answer.
      assert.ok((await stranger.ok(`{ me { id } ummahPosts { edges { node { id } } } }`)).ummahPosts.edges.length > 0);
    });

    test("another user's session never reaches the owner's private data", async () => {
      const other = new TestBrowser(server.url);
      await other.signUp();
      const before = await snapshot(server);
      const mine = await other.ok(`{ me { id email linkId } prayerCompletions(date: "2026-11-20") { id } reflections { id } prayerStats { weekCompleted } myInteractions { postId } myDuaLikes }`);
      assert.notEqual(mine.me.id, ownerId);
      assert.equal(mine.me.email, null);
      assert.deepEqual([mine.prayerCompletions, mine.reflections, mine.myInteractions, mine.myDuaLikes], [[], [], [], []]);
      const probe = await other.gql(`query($id: ID!) { user(id: $id) { email linkId location { city } } }`, { id: ownerId });
      assert.equal(probe.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      // Undoing "their" completion through one's own session touches only one's own rows.
      await other.ok(`mutation { uncompletePrayer(date: "2026-11-20", prayer: fajr) }`);
      assert.equal(await server.db.prisma.prayerCompletion.count({ where: { userId: ownerId } }), 1);
      const feed = JSON.stringify(await other.ok(`{ ummahPosts { edges { node { userId } } } duas { edges { node { userId } } } comments(postId: "${postId}") { userId } }`));
      assert.doesNotMatch(feed, new RegExp(ownerId), "the owner's id appears nowhere in the feeds");
      assert.equal(await snapshot(server), before);
    });
  });
}
