// Web Push reminders (issue 17): the API over HTTP against a running server on
// each backend, and delivery to a fake push service (https on 127.0.0.1, the
// payload decrypted as a browser would) by servers run as real processes:
// the test reminder, a scheduled reminder sent exactly once by two instances
// on one PostgreSQL, 410 and 429 answers, and a restart between planning and
// sending.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { computePrayerTimes, todayAt } from '../../client/src/prayer/index.ts';
import { isAllowedEndpoint } from '../../server/push/endpoint.ts';
import { serverTexts } from '../../server/i18n/texts.ts';
import { DEFAULT_PUSH_ORIGINS } from '../../server/config.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startFakePushService, type FakeDevice, type FakePushService } from '../helpers/fake-push.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';
import { backends, bootServer, newStorage, type TestServer } from '../helpers/server.ts';

const PUSH_ORIGIN = 'https://push.example';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) };
const sub = (endpoint = `${PUSH_ORIGIN}/send/1`, keys = KEYS) => ({ endpoint, expirationTime: null, keys });

test('endpoints: only the configured push services, https, no credentials, subdomains only where allowed', () => {
  const ok = ['https://fcm.googleapis.com/fcm/send/x', 'https://web.push.apple.com/QAB', 'https://wns2-par02p.notify.windows.com/w/?token=x'];
  for (const e of ok) assert.ok(isAllowedEndpoint(e, DEFAULT_PUSH_ORIGINS), e);
  const bad = [
    'http://fcm.googleapis.com/fcm/send/x', 'https://fcm.googleapis.com.evil.example/x', 'https://evil.example/fcm.googleapis.com',
    'https://user:pw@fcm.googleapis.com/x', 'https://notify.windows.com/x', 'https://127.0.0.1/x', 'https://fcm.googleapis.com:8443/x', 'not a url', '',
  ];
  for (const e of bad) assert.equal(isAllowedEndpoint(e, DEFAULT_PUSH_ORIGINS), false, e);
});

for (const backend of backends()) {
  describe(`push API (${backend})`, () => {
    let server: TestServer;
    let browser: TestBrowser;
    before(async () => {
      server = await bootServer(backend, { pushAllowedOrigins: [PUSH_ORIGIN], pushPollMs: 0 });
      browser = new TestBrowser(server.url);
      await browser.signUp({ location: { name: 'Makkah', city: 'Makkah', country: 'Saudi Arabia', country_code: 'SA', latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh' } });
    });
    after(async () => {
      await browser.close();
      await server.stop();
    });
    const post = (b: unknown, who = browser) =>
      who.fetch('/api/push/subscriptions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
    const rows = () => server.db.prisma.pushSubscription.count();

    test('the public key is a base64url P-256 point, the same on every call', async () => {
      const [a, b] = await Promise.all([browser.fetch('/api/push/public-key'), browser.fetch('/api/push/public-key')]);
      const [ka, kb] = [(await a.json()).publicKey, (await b.json()).publicKey];
      assert.match(ka, /^B[A-Za-z0-9_-]{86}$/);
      assert.equal(ka, kb);
      assert.equal(await server.db.prisma.pushKey.count(), 1);
    });

    test('a device subscribes, updates its choices, and unsubscribes', async () => {
      const made = await post({ subscription: sub(), prayers: ['isha', 'fajr'], minutesBefore: 10 });
      assert.equal(made.status, 201);
      assert.deepEqual(await made.json(), { endpoint: `${PUSH_ORIGIN}/send/1`, prayers: ['fajr', 'isha'], minutesBefore: [10] });
      assert.ok((await server.db.prisma.pushJob.count()) >= 2, 'the reminders of the next two days are planned at once');
      const again = await post({ subscription: sub(), prayers: ['asr'], minutesBefore: [0, 15, 5] });
      assert.deepEqual(await again.json(), { endpoint: `${PUSH_ORIGIN}/send/1`, prayers: ['asr'], minutesBefore: [15, 5, 0] });
      assert.equal(await rows(), 1, 'one row per endpoint');
      const jobs = await server.db.prisma.pushJob.findMany({ where: { doneAt: null } });
      assert.ok(jobs.length > 0 && jobs.every((j) => j.prayer === 'asr'), 'the old choices are no longer planned');
      const gql = await browser.ok('{ pushDevices { endpoint prayers minutesBefore } }');
      assert.deepEqual(gql.pushDevices, [{ endpoint: `${PUSH_ORIGIN}/send/1`, prayers: ['asr'], minutesBefore: [15, 5, 0] }]);
      const del = () => browser.fetch('/api/push/subscriptions', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: `${PUSH_ORIGIN}/send/1` }) });
      assert.equal((await del()).status, 200);
      assert.equal((await del()).status, 404);
      assert.equal(await rows(), 0);
      assert.equal(await server.db.prisma.pushJob.count(), 0);
    });

    test('moving the place plans the reminders again from the new place', async () => {
      await post({ subscription: sub(`${PUSH_ORIGIN}/send/move`), prayers: ['maghrib'], minutesBefore: 0 });
      const before = (await server.db.prisma.pushJob.findMany({ where: { doneAt: null } })).map((j) => j.prayerAt.getTime());
      await browser.ok('mutation($l: LocationInput) { updateProfile(input: { location: $l }) { id } }', {
        l: { name: 'Jakarta', city: 'Jakarta', country: 'Indonesia', country_code: 'ID', latitude: -6.2, longitude: 106.8, timezone: 'Asia/Jakarta' },
      });
      const after = (await server.db.prisma.pushJob.findMany({ where: { doneAt: null } })).map((j) => j.prayerAt.getTime());
      assert.ok(after.length > 0);
      assert.ok(after.every((t) => !before.includes(t)), 'every pending reminder is at a Jakarta time now');
      await browser.fetch('/api/push/subscriptions', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: `${PUSH_ORIGIN}/send/move` }) });
    });

    test('bad subscriptions are 400 with a clear message, and change nothing', async () => {
      const cases: [unknown, RegExp][] = [
        [{ subscription: sub('http://127.0.0.1:9/x'), prayers: ['fajr'], minutesBefore: 5 }, /not a browser push service/],
        [{ subscription: sub('https://evil.example/push'), prayers: ['fajr'], minutesBefore: 5 }, /not a browser push service/],
        [{ subscription: sub('https://push.example.evil.example/x'), prayers: ['fajr'], minutesBefore: 5 }, /not a browser push service/],
        [{ subscription: sub(undefined, { p256dh: 'short', auth: KEYS.auth }), prayers: ['fajr'], minutesBefore: 5 }, /p256dh/],
        [{ subscription: sub(undefined, { p256dh: KEYS.p256dh, auth: '!!' }), prayers: ['fajr'], minutesBefore: 5 }, /auth/],
        [{ subscription: sub(), prayers: ['sunrise'], minutesBefore: 5 }, /prayers\[0\]/],
        [{ subscription: sub(), prayers: ['fajr'], minutesBefore: 61 }, /minutesBefore/],
        [{ subscription: sub(), prayers: ['fajr'], minutesBefore: [1, 2, 3, 4] }, /minutesBefore/],
        [{ subscription: sub(), prayers: ['fajr'], minutesBefore: [] }, /minutesBefore/],
        [{ prayers: ['fajr'], minutesBefore: 5 }, /subscription/],
        [{ subscription: { endpoint: `${PUSH_ORIGIN}/x` }, prayers: ['fajr'], minutesBefore: 5 }, /keys/],
      ];
      for (const [b, message] of cases) {
        const res = await post(b);
        const text = await res.text();
        assert.equal(res.status, 400, `${JSON.stringify(b)} → ${text}`);
        assert.match(text, message);
      }
      assert.equal(await rows(), 0);
    });

    test('not signed in: 401, nothing stored', async () => {
      const stranger = new TestBrowser(server.url);
      const res = await post({ subscription: sub(), prayers: ['fajr'], minutesBefore: 5 }, stranger);
      assert.equal(res.status, 401);
      assert.equal(await rows(), 0);
      assert.equal((await stranger.fetch('/api/push/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status, 401);
    });
  });
}

/** A place whose Dhuhr is about half an hour away, and the minutes before it that make a reminder due within the next minute. */
function reminderDueSoon(now: Date) {
  let longitude = (12 - (now.getUTCHours() + now.getUTCMinutes() / 60 + 0.5)) * 15;
  longitude = ((((longitude + 180) % 360) + 360) % 360) - 180;
  if (Math.abs(longitude) < 0.5) longitude = 0.5;
  const offset = Math.round(longitude / 15);
  const timezone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const location = { name: 'Test Town', city: 'Test Town', country: 'Nowhere', country_code: 'UN', latitude: 10.5, longitude, timezone };
  const times = computePrayerTimes({ latitude: 10.5, longitude, timezone, countryCode: 'UN' }, todayAt(timezone, now), null)!;
  const dhuhr = times.instants.dhuhr.getTime();
  const minutesBefore = Math.floor((dhuhr - now.getTime() - 4_000) / 60_000);
  assert.ok(minutesBefore >= 0 && minutesBefore <= 60, `dhuhr ${times.dhuhr} is within the hour`);
  return { location, minutesBefore, dueAt: dhuhr - minutesBefore * 60_000, clock: times.dhuhr };
}

describe('delivery to a push service', () => {
  let push: FakePushService;
  const running: ServerProcess[] = [];
  before(async () => {
    push = await startFakePushService();
  });
  after(async () => {
    for (const s of running) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
    await push.close();
  });
  const env = (storage: Record<string, string | undefined>) => ({
    NODE_EXTRA_CA_CERTS: push.caFile,
    PUSH_ALLOWED_ORIGINS: push.origin,
    PUSH_POLL_MS: '300',
    ...storage,
  });
  async function start(storage: Record<string, string | undefined>) {
    const server = await spawnServer(env(storage));
    running.push(server);
    return server;
  }
  async function subscribe(browser: TestBrowser, device: FakeDevice, minutesBefore: number) {
    const res = await browser.fetch('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: device.subscription, prayers: ['dhuhr'], minutesBefore }),
    });
    assert.equal(res.status, 201, await res.text());
  }
  const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));
  const pglite = async () => ({ DATA_DIR: (await newStorage('pglite')).storage.dataDir });

  test('a test reminder reaches every device of the user, encrypted for it, signed with VAPID', async () => {
    const server = await start(await pglite());
    const browser = new TestBrowser(server.url);
    await browser.signUp();
    const [phone, laptop] = [push.device(), push.device()];
    await subscribe(browser, phone, 5);
    await subscribe(browser, laptop, 5);
    const from = push.deliveries.length;
    const res = await browser.fetch('/api/push/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.deepEqual(await res.json(), { sent: 2, failed: 0 });
    const got = push.deliveries.slice(from);
    assert.deepEqual(got.map((d) => d.device).sort(), [phone.id, laptop.id].sort());
    const publicKey = (await (await browser.fetch('/api/push/public-key')).json()).publicKey as string;
    for (const d of got) {
      assert.equal(d.payload.kind, 'test');
      assert.equal(d.payload.title, 'Test reminder');
      assert.equal(d.headers['content-encoding'], 'aes128gcm');
      assert.match(String(d.headers.authorization), new RegExp(`^vapid t=[\\w.-]+, k=${publicKey}$`));
    }
    // In the user's language once they have chosen one.
    await browser.ok('mutation { updateProfile(input: { language: "id" }) { id } }');
    const before = push.deliveries.length;
    await browser.fetch('/api/push/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.deepEqual(
      push.deliveries.slice(before).map((d) => d.payload.title),
      [serverTexts('id').testReminder.title, serverTexts('id').testReminder.title],
    );
    assert.notEqual(serverTexts('id').testReminder.title, 'Test reminder');
    await browser.close();
  });

  // Both wait for a reminder due at the next whole minute (prayer times fall on whole
  // minutes): side by side they wait once. Each counts only its own devices' deliveries.
  describe('scheduled reminders', { concurrency: true }, () => {
    test('scheduled: sent once by two instances on one PostgreSQL; 410 removes the device; 429 is tried again', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL' }, async () => {
      const { storage } = await newStorage('postgres');
      const db = { DATABASE_URL: storage.databaseUrl, DATABASE_SCHEMA: storage.databaseSchema };
      const [a] = await Promise.all([start(db), start(db)]); // the second instance only polls
      const browser = new TestBrowser(a.url);
      const plan = reminderDueSoon(new Date());
      await browser.signUp({ location: plan.location });
      const [once, gone, busy] = [push.device(), push.device(), push.device()];
      push.answer(gone, 410);
      push.answer(busy, 429);
      for (const d of [once, gone, busy]) await subscribe(browser, d, plan.minutesBefore);
      const from = push.deliveries.length;
      await sleepUntil(plan.dueAt + 8_000);
      const got = push.deliveries.slice(from);
      const to = (d: FakeDevice) => got.filter((x) => x.device === d.id);
      assert.equal(to(once).length, 1, 'one reminder, though two instances poll');
      assert.ok(to(once)[0]!.at - plan.dueAt < 30_000 && to(once)[0]!.at >= plan.dueAt - 1_000, 'within 30 s of its due time');
      const payload = to(once)[0]!.payload;
      const expected = plan.minutesBefore === 0 ? 'It is time for Dhuhr' : `Dhuhr in ${plan.minutesBefore === 1 ? '1 minute' : `${plan.minutesBefore} minutes`}`;
      assert.equal(payload.title, expected);
      assert.equal(payload.prayer, 'dhuhr');
      assert.equal(payload.body, `Dhuhr · ${plan.clock}`);
      assert.doesNotMatch(JSON.stringify(payload), /Test Town|latitude|longitude|10\.5/, 'never the place');
      assert.deepEqual(to(busy).map((x) => x.status), [429, 201], '429, then sent after Retry-After');
      assert.deepEqual(to(gone).map((x) => x.status), [410]);
      const devices = await browser.ok<{ pushDevices: { endpoint: string }[] }>('{ pushDevices { endpoint } }');
      assert.deepEqual(devices.pushDevices.map((d) => d.endpoint).sort(), [once.subscription.endpoint, busy.subscription.endpoint].sort());
      await browser.close();
    });

    test('a restart between planning and sending neither loses nor repeats the reminder', async () => {
      const storage = await pglite();
      const first = await start(storage);
      const plan = reminderDueSoon(new Date());
      const browser = new TestBrowser(first.url);
      await browser.signUp({ location: plan.location });
      const device = push.device();
      await subscribe(browser, device, plan.minutesBefore);
      first.child.kill('SIGKILL');
      await first.exited;
      await start(storage);
      const from = push.deliveries.length;
      await sleepUntil(plan.dueAt + 6_000);
      assert.equal(push.deliveries.slice(from).filter((d) => d.device === device.id).length, 1);
      await browser.close();
    });
  });
});
