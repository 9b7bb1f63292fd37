// Iqama change notices (issue 40, item 7) over real HTTP: 25 changes queued 250 push jobs
// for two followers. Now at most one notice per prayer per day per mosque reaches a
// follower's device (a later change is merged into the pending notice; once one went out,
// that prayer says nothing more that day), and iqama changes share the announcements'
// 10 an hour. The queue is read on PGlite and PostgreSQL; delivery through a fake push service.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { pushServers } from '../helpers/push-servers.ts';
import { assertError, call, signUp } from '../rest/api.ts';

const PLACE = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
const LIMITED = 'Too many announcements and iqama changes this hour. Please try again later.';
const clockAt = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function admin(browser: TestBrowser, method: string, path: string, token: string, body: unknown) {
  const response = await browser.fetch(path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

/** A new mosque and `count` followers who opted in to notices, each with one push device. */
async function mosqueWithFollowers(url: string, name: string, count: number, device: (i: number) => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }) {
  const creator = new TestBrowser(url);
  await signUp(creator);
  const created = await call(creator, 'POST', '/api/mosques', { ...PLACE, name });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  for (let i = 0; i < count; i++) {
    const follower = new TestBrowser(url);
    const me = await signUp(follower);
    assert.equal((await call(follower, 'POST', `/api/users/${me.id}/mosque`, { slug: created.body.slug, notify: true })).status, 200);
    const saved = await call(follower, 'POST', '/api/push/subscriptions', { subscription: device(i), prayers: ['fajr'], minutesBefore: [0] });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
  }
  return { creator, slug: created.body.slug as string, adminToken: created.body.adminToken as string };
}

for (const backend of backends()) {
  describe(`iqama change notices (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      // Nothing is sent (no poll): the queue is what is checked.
      server = await bootServer(backend, { mosqueRateLimit: 1000, pushAllowedOrigins: ['https://push.example'], pushPollMs: 0 });
    });
    after(() => server.stop());

    test('25 changes of Isha for two followers: 10 are taken, the rest 429, and each device has one notice with the latest time', async () => {
      const endpoint = (i: number) => `https://push.example/send/notices-${backend}-${i}`;
      const device = (i: number) => ({ endpoint: endpoint(i), expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) } });
      const m = await mosqueWithFollowers(server.url, 'Busy Admin Mosque', 2, device);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, { isha: { fixed: clockAt(20 * 60 + i) } })).status);
      assert.deepEqual(statuses, [...Array<number>(10).fill(200), ...Array<number>(15).fill(429)]);
      const refused = await admin(m.creator, 'POST', `/api/mosques/${m.slug}/announcements`, m.adminToken, { text: 'One more thing' });
      assertError(refused, 429, 'RATE_LIMITED', LIMITED);
      assertError(await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, { maghrib: { after: 5 } }), 429, 'RATE_LIMITED', LIMITED);
      assert.equal((await call(m.creator, 'GET', `/api/mosques/${m.slug}`)).body.iqama.isha, '20:09', 'the refused changes changed nothing');

      const notices = await server.db.prisma.pushJob.findMany({ where: { subscription: { endpoint: { in: [endpoint(0), endpoint(1)] } }, title: { not: null } }, select: { prayer: true, body: true } });
      assert.deepEqual(notices, [
        { prayer: 'isha', body: 'Isha iqama is now 20:09 at Busy Admin Mosque' },
        { prayer: 'isha', body: 'Isha iqama is now 20:09 at Busy Admin Mosque' },
      ]);
    });

    test('a change that leaves today\'s iqama as it was queues no notice', async () => {
      const endpoint = `https://push.example/send/unchanged-${backend}`;
      const m = await mosqueWithFollowers(server.url, 'Steady Mosque', 1, () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) } }));
      const all = { fajr: { fixed: '05:55' }, dhuhr: { fixed: '12:40' }, asr: { fixed: '15:10' }, maghrib: { fixed: '17:05' }, isha: { fixed: '20:15' } };
      assert.equal((await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, all)).status, 200);
      // The admin page saves every prayer each time; only Isha changed.
      assert.equal((await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, { ...all, isha: { fixed: '20:30' } })).status, 200);
      const notices = await server.db.prisma.pushJob.findMany({ where: { subscription: { endpoint }, title: { not: null } }, select: { prayer: true, body: true }, orderBy: { prayer: 'asc' } });
      assert.deepEqual(notices.map((n) => n.prayer), ['asr', 'dhuhr', 'fajr', 'isha', 'maghrib']);
      assert.equal(notices.find((n) => n.prayer === 'isha')!.body, 'Isha iqama is now 20:30 at Steady Mosque');
    });
  });
}

describe('iqama change notices reach a device once a day per prayer', () => {
  const servers = pushServers();

  test('after an Isha notice went out, a second Isha change that day sends none; another prayer still does', async () => {
    const server = await servers.start({ ...(await servers.storage('pglite')), MOSQUE_RATE_LIMIT: '1000' });
    const phone = servers.push.device();
    const m = await mosqueWithFollowers(server.url, 'Delivered Mosque', 1, () => phone.subscription);
    const notices = () => servers.push.deliveries.filter((d) => d.device === phone.id && d.payload.kind === 'notice').map((d) => d.payload.body);

    assert.equal((await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, { isha: { fixed: '20:15' } })).status, 200);
    await servers.push.waitFor(servers.push.deliveries.length + 1);
    assert.deepEqual(notices(), ['Isha iqama is now 20:15 at Delivered Mosque']);

    assert.equal((await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, { isha: { fixed: '20:45' } })).status, 200);
    // Maghrib's notice is queued after Isha's second change: once it arrives, a second Isha notice would have too.
    assert.equal((await admin(m.creator, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, { maghrib: { after: 5 } })).status, 200);
    const deadline = Date.now() + 20_000;
    while (!notices().some((body) => body?.toString().startsWith('Maghrib')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert.equal(notices().length, 2, JSON.stringify(notices()));
    assert.match(String(notices()[1]), /^Maghrib iqama is now \d\d:\d\d at Delivered Mosque$/);
  });
});
