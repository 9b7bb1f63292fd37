// Host and scheme from configuration (issue 28 point 6), over real HTTP: the calendar
// feed's URL (the one absolute URL the server writes) never carries a Host an attacker
// chose, X-Forwarded-* count only behind a trusted proxy, and PUBLIC_URL overrides all.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { configFromEnv } from '../../server/config.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: fetch cannot set Host. */
function send(server: TestServer, method: string, path: string, headers: Record<string, string>, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs up, then asks for a feed with these headers: the answer of POST /api/calendar. */
async function feedUrl(server: TestServer, headers: Record<string, string>): Promise<Answer> {
  const browser = new TestBrowser(server.url);
  await browser.signUp();
  return send(server, 'POST', '/api/calendar', { cookie: browser.cookieHeader, 'content-type': 'application/json', ...headers }, '{}');
}

const urlOf = (answer: Answer) => (JSON.parse(answer.body) as { url: string }).url;

describe('absolute URLs without PUBLIC_URL', () => {
  let server: TestServer;
  let proxied: TestServer;
  before(async () => {
    server = await bootServer('pglite');
    proxied = await bootServer('pglite', { trustProxy: true });
  });
  after(async () => {
    await server.stop();
    await proxied.stop();
  });

  test('a Host that is not host[:port] is 400 everywhere, and no URL is made from it', async () => {
    for (const host of ['evil.example/phish?', 'evil.example#x', 'user@evil.example', 'evil.example:99999', 'a b', '<svg>']) {
      const feed = await feedUrl(server, { host });
      assert.equal(feed.status, 400, host);
      assert.deepEqual(Object.keys(JSON.parse(feed.body).error), ['code', 'message']);
      assert.doesNotMatch(feed.body, /evil/);
      assert.equal((await send(server, 'GET', '/healthz', { host })).status, 400, host);
      const gql = await send(server, 'POST', '/graphql', { host, 'content-type': 'application/json' }, '{"query":"{ __typename }"}');
      assert.equal(gql.status, 400, host);
    }
    assert.equal(await server.db.prisma.calendarFeed.count(), 0, 'bad input changes nothing');
  });

  test('a valid Host is used as given; X-Forwarded-* from an untrusted client are ignored', async () => {
    const plain = await feedUrl(server, { host: 'prayers.example:8443' });
    assert.equal(plain.status, 201);
    assert.match(urlOf(plain), /^http:\/\/prayers\.example:8443\/api\/calendar\/[\w-]+\.ics$/);
    const forged = await feedUrl(server, { host: 'prayers.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    assert.match(urlOf(forged), /^http:\/\/prayers\.example\/api\/calendar\//);
    // The session cookie's Secure flag follows the same rule.
    const signUp = await send(server, 'POST', '/api/auth/anonymous', { host: 'prayers.example', 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, '{}');
    assert.doesNotMatch(String(signUp.headers['set-cookie']), /;\s*Secure/i);
  });

  test('behind a trusted proxy, X-Forwarded-Proto and -Host are read (and checked)', async () => {
    const feed = await feedUrl(proxied, { host: '10.0.0.5:4000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'prayers.example' });
    assert.equal(feed.status, 201);
    assert.match(urlOf(feed), /^https:\/\/prayers\.example\/api\/calendar\//);
    const signUp = await send(proxied, 'POST', '/api/auth/anonymous', { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, '{}');
    assert.match(String(signUp.headers['set-cookie']), /;\s*Secure/i);
    const bad = await feedUrl(proxied, { 'x-forwarded-host': 'evil.example/phish?' });
    assert.equal(bad.status, 400);
  });
});

describe('PUBLIC_URL', () => {
  let server: TestServer;
  before(async () => (server = await bootServer('pglite', { publicUrl: 'https://prayers.example' })));
  after(() => server.stop());

  test('every feed URL uses it, whatever Host and X-Forwarded-* say', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { host: 'evil.example/phish?' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    for (const headers of attempts) {
      const feed = await feedUrl(server, headers);
      assert.equal(feed.status, 201, JSON.stringify(headers));
      assert.match(urlOf(feed), /^https:\/\/prayers\.example\/api\/calendar\/[\w-]+\.ics$/);
    }
    const signUp = await send(server, 'POST', '/api/auth/anonymous', { 'content-type': 'application/json' }, '{}');
    assert.match(String(signUp.headers['set-cookie']), /;\s*Secure/i, 'an https PUBLIC_URL means https cookies');
  });

  test('is checked at start: an origin, nothing else', () => {
    assert.equal(configFromEnv({ PUBLIC_URL: 'https://prayers.example/' }).publicUrl, 'https://prayers.example');
    assert.equal(configFromEnv({ PUBLIC_URL: 'http://localhost:4000' }).publicUrl, 'http://localhost:4000');
    assert.equal(configFromEnv({}).publicUrl, undefined);
    for (const bad of ['prayers.example', 'https://prayers.example/app', 'https://prayers.example?x=1', 'ftp://prayers.example', 'https://u:p@prayers.example', 'https://prayers.example#top']) {
      assert.throws(() => configFromEnv({ PUBLIC_URL: bad }), /PUBLIC_URL must be an origin/, bad);
    }
  });
});
