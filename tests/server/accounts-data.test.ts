// A new private link, signing out other devices, sessions ending on open
// WebSockets, the data export and account deletion (issue 31, decisions.md 23),
// through the REST routes and GraphQL, on PGlite and PostgreSQL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

async function call(browser: TestBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  return { status: response.status, text, json: isJson && text ? (JSON.parse(text) as any) : null, headers: response.headers };
}

/** A WebSocket as this browser opened it, having read `me` over it; `closed` resolves with its close code. */
export async function openSocket(baseUrl: string, browser: TestBrowser) {
  const cookie = browser.cookieHeader;
  let closedWith!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => closedWith((event as { code: number }).code) },
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
  });
  const me = await new Promise<string | null>((resolve, reject) => {
    let id: string | null = null;
    client.subscribe<{ me: { id: string } | null }>(
      { query: '{ me { id } }' },
      { next: (result) => (id = result.data?.me?.id ?? null), error: reject, complete: () => resolve(id) },
    );
  });
  return { client, closed, me };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);

for (const backend of backends()) {
  describe(`your space stays yours (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test('a new private link: the old one is 404 at once, other devices are signed out and their sockets close', async () => {
      const phone = new TestBrowser(server.url);
      const me = await phone.signUp();
      const laptop = new TestBrowser(server.url);
      await laptop.ok('mutation($l: String!) { openPrivateLink(linkId: $l) { id } }', { l: me.linkId });
      const socket = await openSocket(server.url, laptop);
      assert.equal(socket.me, me.id);

      const rotated = await call(phone, 'POST', `/api/users/${me.id}/rotate-link`, {});
      assert.equal(rotated.status, 200);
      assert.match(rotated.json.linkId, /^[a-z0-9]{24}$/);
      assert.notEqual(rotated.json.linkId, me.linkId);
      assert.equal(rotated.json.id, me.id);

      assert.equal(await within(socket.closed, 3000), 4403);
      assert.equal((await laptop.ok('{ me { id } }')).me, null, 'the other device is signed out');
      assert.equal((await phone.ok('{ me { linkId } }')).me.linkId, rotated.json.linkId, 'this device stays');
      const stranger = new TestBrowser(server.url);
      assert.equal((await call(stranger, 'GET', `/api/users/link/${me.linkId}`)).status, 404);
      assert.equal((await call(stranger, 'GET', `/api/users/link/${rotated.json.linkId}`)).json.id, me.id);
      assert.equal((await call(laptop, 'POST', `/api/users/${me.id}/rotate-link`, {})).status, 401);
    });

    test('sign out other devices ends every other session; logout closes its own sockets', async () => {
      const a = new TestBrowser(server.url);
      const me = await a.signUp();
      const others = [new TestBrowser(server.url), new TestBrowser(server.url)];
      for (const b of others) await b.ok('mutation($l: String!) { openPrivateLink(linkId: $l) { id } }', { l: me.linkId });
      const sockets = await Promise.all(others.map((b) => openSocket(server.url, b)));
      const own = await openSocket(server.url, a);

      const ended = await call(a, 'POST', `/api/users/${me.id}/sign-out-others`, {});
      assert.deepEqual([ended.status, ended.json], [200, { ended: 2 }]);
      for (const s of sockets) assert.equal(await within(s.closed, 3000), 4403);
      for (const b of others) assert.equal((await b.ok('{ me { id } }')).me, null);
      assert.equal((await a.ok('{ me { id } }')).me.id, me.id);
      assert.equal((await call(others[0]!, 'POST', `/api/users/${me.id}/sign-out-others`, {})).status, 401);

      // Logout: the socket opened before it does not keep acting as the user.
      await a.ok('mutation { logout }');
      assert.equal(await within(own.closed, 3000), 4403);
      const after = await openSocket(server.url, a);
      assert.equal(after.me, null);
      await after.client.dispose();
    });

    test('the export is one JSON attachment without secrets, plus a CSV of completions', async () => {
      const a = new TestBrowser(server.url);
      const me = await a.signUp({ location: { name: 'London', city: 'London', country: 'United Kingdom', country_code: 'GB', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' } });
      await a.ok('mutation { completePrayer(date: "2026-11-20", prayer: fajr) { id } }');
      await a.ok('mutation { createPost(text: "my post") { id } }');
      await a.ok('mutation { createDua(input: { text: "my dua" }) { id } }');
      await a.ok('mutation { createCalendarFeed { path } }');
      await server.db.prisma.pushSubscription.create({
        data: { userId: me.id, endpoint: 'https://fcm.googleapis.com/fcm/send/secret-endpoint', p256dh: 'B'.repeat(87), auth: 'secret-auth-value', prayers: ['fajr'], minutesBefore: [10] },
      });

      const json = await call(a, 'GET', `/api/users/${me.id}/export`);
      assert.equal(json.status, 200);
      assert.match(json.headers.get('content-type')!, /^application\/json/);
      assert.match(json.headers.get('content-disposition')!, /^attachment; filename="prayer-companion-data\.json"$/);
      const data = json.json;
      assert.equal(data.profile.id, me.id);
      assert.equal(data.place.city, 'London');
      assert.deepEqual(data.completions.map((c: any) => [c.date, c.prayer]), [['2026-11-20', 'fajr']]);
      assert.equal(data.posts[0].text, 'my post');
      assert.equal(data.duas[0].text, 'my dua');
      assert.deepEqual(data.reminderDevices.map((d: any) => [d.pushService, d.prayers]), [['https://fcm.googleapis.com', ['fajr']]]);
      assert.equal(data.calendarFeeds.length, 1);
      for (const secret of ['secret-endpoint', 'secret-auth-value', 'tokenHash', 'p256dh']) assert.ok(!json.text.includes(secret), secret);

      const csv = await call(a, 'GET', `/api/users/${me.id}/export?format=csv`);
      assert.match(csv.headers.get('content-disposition')!, /attachment; filename="prayer-completions\.csv"/);
      assert.match(csv.text, /^date,prayer,on_time,created_at\r\n2026-11-20,fajr,false,/);

      assert.equal((await call(new TestBrowser(server.url), 'GET', `/api/users/${me.id}/export`)).status, 401);
      const other = new TestBrowser(server.url);
      await other.signUp();
      assert.equal((await call(other, 'GET', `/api/users/${me.id}/export`)).status, 404);
    });

    test('the export holds the ledger and the mosques too: fasts, qada, excused days, the follow, reports and created mosques (issue 40)', async () => {
      const a = new TestBrowser(server.url);
      const me = await a.signUp({ location: { name: 'London', city: 'London', country: 'United Kingdom', country_code: 'GB', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' } });
      const ok = async (method: string, path: string, body: unknown, status = 201) => {
        const answer = await call(a, method, path, body);
        assert.equal(answer.status, status, `${path}: ${answer.text}`);
        return answer.json;
      };
      await ok('POST', `/api/users/${me.id}/fasts`, { date: '2026-03-01', status: 'fasted' });
      await ok('POST', `/api/users/${me.id}/qada`, { prayer: 'fajr', action: 'missed', date: '2026-11-01' });
      await ok('POST', `/api/users/${me.id}/qada`, { prayer: 'fajr', action: 'made_up', date: '2026-11-02' });
      await ok('POST', `/api/users/${me.id}/excused`, { from: '2026-10-01', to: '2026-10-05' });
      const place = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
      const mine = await ok('POST', '/api/mosques', { ...place, name: 'Export Mosque' });
      const other = new TestBrowser(server.url);
      await other.signUp();
      const theirs = (await call(other, 'POST', '/api/mosques', { ...place, name: 'Reported Mosque' })).json;
      await ok('POST', `/api/users/${me.id}/mosque`, { slug: mine.slug, notify: true, iqamaReminder: 10 }, 200);
      await ok('POST', `/api/mosques/${theirs.slug}/reports`, { reason: 'Wrong iqama times' });
      // A claim on a listed (unclaimed) mosque, without a listed e-mail: pending for the operator.
      await server.db.prisma.mosque.create({
        data: { slug: 'export-listed', name: 'Listed Mosque', city: 'London', countryCode: 'GB', latitude: 51.52, longitude: -0.07, timezone: 'Europe/London', prayerSettings: {}, jumuah: [], osmId: 'node/424242' },
      });
      await ok('POST', '/api/mosques/export-listed/claims', {}, 202);

      const json = await call(a, 'GET', `/api/users/${me.id}/export`);
      assert.equal(json.status, 200);
      const data = json.json;
      assert.deepEqual(data.fasts.map((f: any) => [f.date, f.status]), [['2026-03-01', 'fasted']]);
      assert.deepEqual(data.qada.missed.map((q: any) => [q.date, q.prayer]), [['2026-11-01', 'fajr']]);
      assert.deepEqual(data.qada.madeUp.map((q: any) => [q.date, q.prayer]), [['2026-11-02', 'fajr']]);
      assert.deepEqual(data.excusedRanges.map((r: any) => [r.from, r.to]), [['2026-10-01', '2026-10-05']]);
      assert.deepEqual(data.mosqueFollow.mosque, { slug: mine.slug, name: 'Export Mosque' });
      assert.equal(data.mosqueFollow.notify, true);
      assert.equal(data.mosqueFollow.iqamaReminder, 10);
      assert.deepEqual(data.mosqueReports.map((r: any) => [r.mosque.slug, r.reason, r.answeredAt]), [[theirs.slug, 'Wrong iqama times', null]]);
      assert.deepEqual(data.mosquesCreated.map((m: any) => [m.slug, m.name, m.city, m.latitude]), [[mine.slug, 'Export Mosque', 'London', 51.5176]]);
      assert.deepEqual(data.mosqueClaims.map((c: any) => [c.mosque.slug, c.status, c.settledAt]), [['export-listed', 'pending', null]]);
      assert.doesNotMatch(json.text, /tokenHash/);
      // The admin token is a secret: neither it nor its hash is in the file.
      assert.ok(!json.text.includes(mine.adminToken), 'no admin token');
      assert.doesNotMatch(json.text, /adminTokenHash|userId/);
      // What was there before is unchanged.
      for (const key of ['profile', 'place', 'places', 'settings', 'streak', 'completions', 'reflections', 'posts', 'comments', 'duas', 'interactions', 'reminderDevices', 'calendarFeeds']) {
        assert.ok(key in data, key);
      }
    });

    test('deletion needs the typed confirmation, removes every row of the user and takes back their counters', async () => {
      const alice = new TestBrowser(server.url);
      const me = await alice.signUp();
      const bob = new TestBrowser(server.url);
      await bob.signUp();
      const laptop = new TestBrowser(server.url);
      await laptop.ok('mutation($l: String!) { openPrivateLink(linkId: $l) { id } }', { l: me.linkId });
      const socket = await openSocket(server.url, laptop);

      const bobPost = (await bob.ok('mutation { createPost(text: "pray for my mother") { id } }')).createPost.id;
      const bobComment = (await bob.ok('mutation($p: ID!) { addComment(postId: $p, text: "ameen") { id } }', { p: bobPost })).addComment.id;
      const bobDua = (await bob.ok('mutation { createDua(input: { text: "rabbana" }) { id } }')).createDua.id;
      await alice.ok('mutation($p: ID!) { interact(postId: $p, type: heart) { added } }', { p: bobPost });
      await alice.ok('mutation($p: ID!) { interact(postId: $p, type: prayer) { added } }', { p: bobPost });
      await alice.ok('mutation($p: ID!, $c: ID!) { interact(postId: $p, commentId: $c, type: heart) { added } }', { p: bobPost, c: bobComment });
      const aliceComment = (await alice.ok('mutation($p: ID!) { addComment(postId: $p, text: "ameen too") { id } }', { p: bobPost })).addComment.id;
      await alice.ok('mutation($p: ID!, $c: ID!) { addComment(postId: $p, parentCommentId: $c, text: "reply") { id } }', { p: bobPost, c: bobComment });
      // Bob's reply under Alice's comment goes with it: Bob's post counts it no more.
      await bob.ok('mutation($p: ID!, $c: ID!) { addComment(postId: $p, parentCommentId: $c, text: "thanks") { id } }', { p: bobPost, c: aliceComment });
      await alice.ok('mutation($d: ID!) { likeDua(id: $d) { likes } }', { d: bobDua });
      const alicePost = (await alice.ok('mutation { createPost(text: "mine") { id } }')).createPost.id;
      await bob.ok('mutation($p: ID!) { addComment(postId: $p, text: "on hers") { id } }', { p: alicePost });
      await bob.ok('mutation($p: ID!) { interact(postId: $p, type: heart) { added } }', { p: alicePost });
      const aliceDua = (await alice.ok('mutation { createDua(input: { text: "hers" }) { id } }')).createDua.id;
      await bob.ok('mutation($d: ID!) { likeDua(id: $d) { likes } }', { d: aliceDua });
      await alice.ok('mutation { completePrayer(date: "2026-11-20", prayer: fajr) { id } }');
      await alice.ok('mutation($d: String!) { saveReflection(date: $d, mood: Calm, goal: Work, concern: Faith) { id } }', { d: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()) });
      await alice.ok('mutation { createCalendarFeed { path } }');
      await alice.ok('mutation { connectEmail(email: "alice@example.org") { id } }');
      const subscription = await server.db.prisma.pushSubscription.create({
        data: { userId: me.id, endpoint: 'https://fcm.googleapis.com/fcm/send/alice', p256dh: 'B'.repeat(87), auth: 'a'.repeat(22), prayers: ['fajr'], minutesBefore: [0] },
      });
      await server.db.prisma.pushJob.create({
        data: { subscriptionId: subscription.id, prayer: 'fajr', prayerAt: new Date(), clock: '05:00', minutesBefore: 0, dueAt: new Date(), nextAttemptAt: new Date() },
      });
      await server.db.prisma.analyticsEvent.create({ data: { userId: me.id, name: 'page_view', occurredAt: new Date() } });
      await alice.ok('mutation($i: PlaceInput!) { addPlace(input: $i) { id } }', {
        i: { label: 'Home', location: { name: 'Leeds', city: 'Leeds', country: 'United Kingdom', country_code: 'GB', latitude: 53.8, longitude: -1.55, timezone: 'Europe/London' } },
      });

      const p = server.db.prisma;
      const where = { userId: me.id };
      const rowsOfAlice = async () => ({
        User: await p.user.count({ where: { id: me.id } }),
        Session: await p.session.count({ where }),
        PrayerCompletion: await p.prayerCompletion.count({ where }),
        UmmahPost: await p.ummahPost.count({ where }),
        Comment: await p.comment.count({ where }),
        PostInteraction: await p.postInteraction.count({ where }),
        CommentHeart: await p.commentHeart.count({ where }),
        Dua: await p.dua.count({ where }),
        DuaLike: await p.duaLike.count({ where }),
        Reflection: await p.reflection.count({ where }),
        AnalyticsEvent: await p.analyticsEvent.count({ where }),
        CalendarFeed: await p.calendarFeed.count({ where }),
        PushSubscription: await p.pushSubscription.count({ where }),
        PushJob: await p.pushJob.count({ where: { subscriptionId: subscription.id } }),
        EmailToken: await p.emailToken.count({ where }),
        SavedPlace: await p.savedPlace.count({ where }),
      });
      assert.ok(Object.values(await rowsOfAlice()).every((n) => n > 0), 'every table holds something of hers first');

      // Without the typed confirmation: 400 and nothing changes.
      assert.equal((await call(alice, 'DELETE', `/api/users/${me.id}`, {})).status, 400);
      const wrong = await call(alice, 'DELETE', `/api/users/${me.id}`, { confirm: 'delete' });
      assert.deepEqual([wrong.status, wrong.json.error.code], [400, 'BAD_USER_INPUT']);
      assert.equal((await call(bob, 'DELETE', `/api/users/${me.id}`, { confirm: 'DELETE' })).status, 403);
      assert.equal(await p.user.count({ where: { id: me.id } }), 1);

      const deleted = await call(alice, 'DELETE', `/api/users/${me.id}`, { confirm: 'DELETE' });
      assert.deepEqual([deleted.status, deleted.text], [204, '']);
      assert.deepEqual(await rowsOfAlice(), Object.fromEntries(Object.keys(await rowsOfAlice()).map((k) => [k, 0])));
      assert.equal(await within(socket.closed, 3000), 4403);

      const post = await p.ummahPost.findUniqueOrThrow({ where: { id: bobPost } });
      assert.deepEqual(
        { hearts: post.heartsCount, prayers: post.prayersCount, comments: post.commentsCount, popularity: post.popularity },
        { hearts: 0, prayers: 0, comments: 1, popularity: 1 },
      );
      assert.equal(post.commentsCount, await p.comment.count({ where: { postId: bobPost } }));
      assert.equal((await p.comment.findUniqueOrThrow({ where: { id: bobComment } })).heartsCount, 0);
      assert.equal((await p.dua.findUniqueOrThrow({ where: { id: bobDua } })).likes, 0);

      // The link, the cookie and the e-mail lead nowhere.
      assert.equal((await call(new TestBrowser(server.url), 'GET', `/api/users/link/${me.linkId}`)).status, 404);
      assert.equal((await call(alice, 'GET', `/api/users/${me.id}`)).status, 404);
      assert.equal((await call(laptop, 'GET', `/api/users/${me.id}/export`)).status, 401);
      assert.equal((await call(laptop, 'POST', `/api/users/${me.id}/sign-out-others`, {})).status, 401);
      assert.equal((await alice.ok('{ me { id } }')).me, null);
    });
  });
}

// Several instances behind a balancer share PostgreSQL and Redis: a session ended on
// one closes the sockets another instance holds.
const shared = process.env.TEST_DATABASE_URL && process.env.REDIS_URL;
describe('sessions end on every instance', { skip: !shared && 'needs TEST_DATABASE_URL and REDIS_URL' }, () => {
  let first: TestServer;
  let second: Awaited<ReturnType<typeof import('../../server/http/app.ts').startServer>>;
  before(async () => {
    first = await bootServer('postgres', { redisUrl: process.env.REDIS_URL });
    const { startServer } = await import('../../server/http/app.ts');
    // Limits as generous as bootServer's: counts in the shared Redis outlive a run.
    second = await startServer({ port: 0, staticDir: undefined, logRequests: false, signupRateLimit: 10_000, writeRateLimit: 10_000, redisUrl: process.env.REDIS_URL, ...first.storage });
  });
  after(async () => {
    await second.close();
    await first.stop();
  });

  test('logout on one instance closes the socket on the other', async () => {
    const browser = new TestBrowser(first.url);
    const me = await browser.signUp();
    const socket = await openSocket(second.url, browser);
    assert.equal(socket.me, me.id);
    await browser.ok('mutation { logout }');
    assert.equal(await within(socket.closed, 5000), 4403);
  });
});
