// Same origin only (decisions.md 18), over real HTTP and WebSocket: CORS answers only
// listed origins, and an upgrade from another site's page is refused before the
// handshake, so a page elsewhere cannot use the visitor's cookie.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { openSocket } from './ws-client.ts';

const LISTED = 'https://partner.example';
const EVIL = 'https://evil.example';

describe('CORS and WebSocket origins', () => {
  let server: TestServer;
  let proxied: TestServer;
  let cookie: string;

  before(async () => {
    server = await bootServer('pglite', { allowedOrigins: [LISTED] });
    proxied = await bootServer('pglite', { trustProxy: true });
    const browser = new TestBrowser(server.url);
    await browser.signUp();
    cookie = browser.cookieHeader;
  });
  after(async () => {
    await server.stop();
    await proxied.stop();
  });

  const post = (origin: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });

  test('another site gets no CORS headers, for the request or its preflight', async () => {
    const response = await post(EVIL);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(response.headers.get('access-control-allow-credentials'), null);
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), null);
  });

  test('a listed origin is answered with itself and credentials', async () => {
    const response = await post(LISTED);
    assert.equal(response.headers.get('access-control-allow-origin'), LISTED);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    assert.match(response.headers.get('vary') ?? '', /origin/i);
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: LISTED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), LISTED);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/);
  });

  test("a WebSocket from another site's page is refused with 403 before the handshake", async () => {
    for (const origin of [EVIL, 'null', `http://127.0.0.1.evil.example:${server.port}`, 'not a url']) {
      const opened = await openSocket(server.url, { origin, cookie });
      assert.equal(opened.status, 403, origin);
    }
  });

  test('the site itself, a listed origin and clients without Origin may open one', async () => {
    const host = new URL(server.url).host;
    const allowed: Record<string, string>[] = [{ origin: `http://${host}` }, { origin: `https://${host}` }, { origin: LISTED }, {}];
    for (const headers of allowed) {
      const opened = await openSocket(server.url, { ...headers, cookie });
      assert.ok(opened.ws, JSON.stringify(headers));
      opened.ws.close();
    }
  });

  test("behind a trusted proxy the site's own host is the forwarded one", async () => {
    const site = { origin: 'https://prayers.example', 'x-forwarded-host': 'prayers.example' };
    const ok = await openSocket(proxied.url, site);
    assert.ok(ok.ws);
    ok.ws.close();
    assert.equal((await openSocket(proxied.url, { ...site, origin: EVIL })).status, 403);
    // Without TRUST_PROXY the forwarded host is not believed.
    assert.equal((await openSocket(server.url, site)).status, 403);
  });

  test('other paths are not upgraded', async () => {
    assert.equal((await openSocket(server.url, {}, '/api/duas')).status, 404);
  });
});
