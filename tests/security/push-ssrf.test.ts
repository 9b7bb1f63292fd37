// Issue 28 item 1: SSRF through Web Push endpoints. The allow-list read the
// endpoint with the WHATWG parser while web-push connected where Node's legacy
// url.parse pointed, so `https://127.0.0.1%2enotify.windows.com/x` passed as a
// *.notify.windows.com host and the test reminder POSTed to 127.0.0.1:443.
// A TLS listener on 127.0.0.1:443 stands in for that internal service: it must
// receive nothing, whatever the endpoints saved or already stored.
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_PUSH_ORIGINS } from '../../server/config.ts';
import { isAllowedEndpoint } from '../../server/domain/push/endpoint.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startTlsTrap, type TlsTrap } from '../helpers/fake-push.ts';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';

// A real P-256 key and secret, so a send would get as far as connecting (the old code did).
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const KEYS = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

/** Endpoints whose host one parser or the other reads as 127.0.0.1 or localhost, or that hide it. */
const CONFUSING = [
  'https://127.0.0.1%2enotify.windows.com/x',
  'https://localhost%2enotify.windows.com/x',
  'https://127.0.0.1%2Enotify.windows.com/x',
  'HTTPS://127.0.0.1%2enotify.windows.com/x',
  'https://127.0.0.1%E3%80%82notify.windows.com/x',
  'https://127.0.0.1%00.notify.windows.com/x',
  'https://127.0.0.1\t.notify.windows.com/x',
  'https://127.0.0.1\n.notify.windows.com/x',
  'https://127.0.0.1\r.notify.windows.com/x',
  ' https://wns2-par02p.notify.windows.com/x',
  'https://wns2-par02p.notify.windows.com/x\n',
  'https://127.0.0.1\\.notify.windows.com/x',
  'https://a.notify.windows.com\\@127.0.0.1/x',
  'https://127.0.0.1@a.notify.windows.com/x',
  'https://a.notify.windows.com@127.0.0.1/x',
  'https://127.0.0.1 .notify.windows.com/x',
  'https://127.0.0.1\u00a0.notify.windows.com/x',
  'https://127.0.0.1\u0085.notify.windows.com/x',
  `https://${'a'.repeat(240)}.notify.windows.com/x`,
];

test('every confusing endpoint is refused by the allow-list; real ones still pass', () => {
  for (const e of CONFUSING) assert.equal(isAllowedEndpoint(e, DEFAULT_PUSH_ORIGINS), false, JSON.stringify(e));
  const real = [
    'https://fcm.googleapis.com/fcm/send/dE3x:APA91bH-x_y',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl_-x',
    'https://web.push.apple.com/QGx-y_z',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bK%2fx%3d',
  ];
  for (const e of real) assert.ok(isAllowedEndpoint(e, DEFAULT_PUSH_ORIGINS), e);
});

describe('push endpoints cannot reach 127.0.0.1:443', () => {
  let trap: TlsTrap;
  before(async () => {
    trap = await startTlsTrap(443);
  });
  after(() => trap.close());

  for (const backend of backends()) {
    describe(backend, () => {
      let server: TestServer;
      let browser: TestBrowser;
      before(async () => {
        // The real allow-list, *.notify.windows.com included: that wildcard is what `%2e` walked past.
        server = await bootServer(backend, { pushAllowedOrigins: DEFAULT_PUSH_ORIGINS, pushPollMs: 0 });
        browser = new TestBrowser(server.url);
        await browser.signUp();
      });
      after(async () => {
        await browser.close();
        await server.stop();
      });
      const testSend = () => browser.fetch('/api/push/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

      test('REST and GraphQL refuse each one with 400 / BAD_USER_INPUT; a test send then calls nothing', async () => {
        for (const endpoint of CONFUSING) {
          const res = await browser.fetch('/api/push/subscriptions', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ subscription: { endpoint, expirationTime: null, keys: KEYS }, prayers: ['fajr'], minutesBefore: 5 }),
          });
          const body = await res.json();
          assert.equal(res.status, 400, `${JSON.stringify(endpoint)} → ${JSON.stringify(body)}`);
          assert.match(body.error.message, /not a browser push service/);
          const gql = await browser.gql('mutation($i: PushSubscriptionInput!) { savePushSubscription(input: $i) { endpoint } }', {
            i: { endpoint, ...KEYS, prayers: ['fajr'], minutesBefore: [5] },
          });
          assert.equal(gql.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(endpoint));
        }
        assert.equal(await server.db.prisma.pushSubscription.count(), 0);
        const connections = trap.connections;
        assert.deepEqual(await (await testSend()).json(), { sent: 0, failed: 0 });
        assert.equal(trap.connections, connections, 'nothing connected to 127.0.0.1:443');
      });

      test('an endpoint an older version stored is never called, and is dropped', async () => {
        const { id: userId } = (await browser.ok<{ me: { id: string } }>('{ me { id } }')).me;
        const endpoint = 'https://127.0.0.1%2enotify.windows.com/stored';
        await server.db.prisma.pushSubscription.create({ data: { userId, endpoint, ...KEYS, prayers: ['fajr'], minutesBefore: [5] } });
        const connections = trap.connections;
        const answer = await (await testSend()).json();
        assert.equal(trap.connections, connections, 'nothing connected to 127.0.0.1:443');
        assert.deepEqual(trap.requests, []);
        assert.deepEqual(answer, { sent: 0, failed: 1 });
        assert.equal(await server.db.prisma.pushSubscription.count({ where: { endpoint } }), 0);
      });
    });
  }
});
