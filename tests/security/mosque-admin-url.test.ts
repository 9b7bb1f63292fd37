// The mosque admin link's origin (issue 40 item 9) follows the calendar feed's rule
// (issue 28 point 6): PUBLIC_URL when set, whatever the request says; otherwise the
// checked Host, with https only from TLS or a trusted proxy's X-Forwarded-Proto.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const PLACE = { name: 'Link Mosque', city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };

/** A raw POST: fetch cannot set Host. */
function post(server: TestServer, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Creates a mosque with these headers, then replaces its admin link with them: both answers' adminUrl. */
async function adminUrls(server: TestServer, headers: Record<string, string>): Promise<string[]> {
  const browser = new TestBrowser(server.url);
  await browser.signUp();
  const created = await post(server, '/api/mosques', { cookie: browser.cookieHeader, ...headers }, JSON.stringify(PLACE));
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const { slug, adminToken } = created.json;
  const replaced = await post(server, `/api/mosques/${slug}/admin-token`, { authorization: `Bearer ${adminToken}`, ...headers }, '{}');
  assert.equal(replaced.status, 201, JSON.stringify(replaced.json));
  return [created.json.adminUrl, replaced.json.adminUrl];
}

describe('the mosque admin link', () => {
  let plain: TestServer;
  let proxied: TestServer;
  let configured: TestServer;
  before(async () => {
    plain = await bootServer('pglite', { mosqueRateLimit: 1000 });
    proxied = await bootServer('pglite', { mosqueRateLimit: 1000, trustProxy: true });
    configured = await bootServer('pglite', { mosqueRateLimit: 1000, publicUrl: 'https://prayers.example' });
  });
  after(async () => {
    await plain.stop();
    await proxied.stop();
    await configured.stop();
  });

  test('without TRUST_PROXY, a client\'s X-Forwarded-Proto and -Host are ignored', async () => {
    for (const url of await adminUrls(plain, { host: 'prayers.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })) {
      assert.match(url, /^http:\/\/prayers\.example:8443\/m\/link-mosque[\w-]*\/admin#[\w-]{43}$/);
    }
  });

  test('behind a trusted proxy, X-Forwarded-Proto and -Host are read', async () => {
    for (const url of await adminUrls(proxied, { host: '10.0.0.5:4000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'prayers.example' })) {
      assert.match(url, /^https:\/\/prayers\.example\/m\/link-mosque[\w-]*\/admin#/);
    }
  });

  test('PUBLIC_URL wins over Host and X-Forwarded-*', async () => {
    for (const url of await adminUrls(configured, { host: 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' })) {
      assert.match(url, /^https:\/\/prayers\.example\/m\/link-mosque[\w-]*\/admin#/);
    }
  });
});
