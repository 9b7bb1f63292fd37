// Mosques live (issue 33): an iqama change made through one instance reaches a
// follower's `mosqueUpdated` subscription on another instance (Redis), and an
// opted-in follower's device gets exactly one Web Push about it though two
// instances poll the job table; a follower who did not opt in gets none.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startServer } from '../../server/http/app.ts';
import { TestBrowser } from '../helpers/client.ts';
import { pushServers } from '../helpers/push-servers.ts';
import { newStorage } from '../helpers/server.ts';

const PLACE = { name: 'Live Mosque', city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
const needs = { skip: !(process.env.TEST_DATABASE_URL && process.env.REDIS_URL) && 'needs TEST_DATABASE_URL and REDIS_URL' };

async function json(browser: TestBrowser, method: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await browser.fetch(path, { method, headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

describe('two instances share mosque updates through Redis', needs, () => {
  test("an iqama change through instance 1 reaches a follower's subscription on instance 2", async () => {
    const { storage, drop } = await newStorage('postgres');
    // Counts in the shared Redis outlive the run (mosques per address are per day): generous limits.
    const common = { port: 0, redisUrl: process.env.REDIS_URL, staticDir: undefined, signupRateLimit: 1000, mosqueRateLimit: 1000, logRequests: false, ...storage };
    const one = await startServer(common);
    const two = await startServer(common);
    const admin = new TestBrowser(one.url);
    const follower = new TestBrowser(two.url);
    try {
      await admin.signUp();
      const me = await follower.signUp();
      const created = await json(admin, 'POST', '/api/mosques', PLACE);
      assert.equal(created.status, 201);
      const { slug, adminToken } = created.body;
      assert.equal((await json(follower, 'POST', `/api/users/${me.id}/mosque`, { slug })).status, 200);

      const watch = follower.subscribe('subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug today { iqama { isha } } } }', { slug });
      await watch.ready;
      // Another real mosque: an unknown (or hidden) slug is refused at subscribe since issue 40.
      const second = await json(admin, 'POST', '/api/mosques', { ...PLACE, name: 'Other Live Mosque' });
      assert.equal(second.status, 201);
      const other = follower.subscribe('subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug } }', { slug: second.body.slug });
      await other.ready;
      const changed = await json(admin, 'PUT', `/api/mosques/${slug}/iqama`, { isha: { fixed: '20:15' } }, adminToken);
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const event = await watch.next(3000);
      assert.deepEqual(event.data?.mosqueUpdated, { slug, today: { iqama: { isha: '20:15' } } });
      assert.deepEqual(await other.drain(300), [], "another mosque's watchers are not woken");
      watch.stop();
      other.stop();
    } finally {
      await admin.close();
      await follower.close();
      await one.close();
      await two.close();
      await drop();
    }
  });
});

describe('iqama change notices by Web Push', needs, () => {
  const servers = pushServers();

  test('sent exactly once to opted-in followers by two instances on one PostgreSQL', async () => {
    const env = await servers.storage('postgres');
    const [a, b] = await Promise.all([servers.start(env), servers.start(env)]);
    const admin = new TestBrowser(a.url);
    const optedIn = new TestBrowser(b.url);
    const quiet = new TestBrowser(b.url);
    await admin.signUp();
    const created = await json(admin, 'POST', '/api/mosques', PLACE);
    const { slug, adminToken } = created.body;
    const [phone, silent] = [servers.push.device(), servers.push.device()];
    for (const [browser, device, notify] of [[optedIn, phone, true], [quiet, silent, false]] as const) {
      const me = await browser.signUp();
      assert.equal((await json(browser, 'POST', `/api/users/${me.id}/mosque`, { slug, notify })).status, 200);
      const saved = await json(browser, 'POST', '/api/push/subscriptions', { subscription: device.subscription, prayers: ['fajr'], minutesBefore: [0] });
      assert.equal(saved.status, 201, JSON.stringify(saved.body));
    }
    const from = servers.push.deliveries.length;
    assert.equal((await json(admin, 'PUT', `/api/mosques/${slug}/iqama`, { isha: { fixed: '20:15' } }, adminToken)).status, 200);
    // Until the first notice arrives (the scheduler's 300 ms poll on either instance), then a few
    // polls more: this pause is about time itself, since a duplicate from the second instance
    // or a notice to the quiet follower would come within a poll or two of the first.
    const noticesSince = () => servers.push.deliveries.slice(from).filter((d) => d.payload.kind === 'notice');
    for (const deadline = Date.now() + 30_000; noticesSince().length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1_500));
    const notices = noticesSince();
    assert.deepEqual(notices.map((d) => d.device), [phone.id], 'once, and only to the follower who opted in');
    assert.equal(notices[0]!.payload.body, 'Isha iqama is now 20:15 at Live Mosque');
    assert.equal(notices[0]!.payload.title, 'Live Mosque');
    assert.equal(notices[0]!.payload.url, `/m/${slug}`);
    for (const browser of [admin, optedIn, quiet]) await browser.close();
  });
});
