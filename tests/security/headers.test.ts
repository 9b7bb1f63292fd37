// Headers on every kind of response (issue 13, item 7), and GraphiQL served from this
// server: its page names no other host and holds no inline script, and its files load.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { tileOrigin } from '../../server/http/app.ts';
import { configFromEnv } from '../../server/config.ts';

function directives(policy: string | null): Map<string, string[]> {
  assert.ok(policy, 'a Content-Security-Policy header');
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('security headers', () => {
  let server: TestServer;
  let site: string;

  before(async () => {
    site = mkdtempSync(join(tmpdir(), 'pc-headers-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    server = await bootServer('pglite', { staticDir: site, posthogKey: 'phc_test', posthogHost: 'https://eu.i.posthog.com/' });
  });
  after(async () => {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  });

  test('pages, API answers, errors and health checks all carry the policy and nosniff', async () => {
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/u/some-link/duas'],
      ['/api/prayer-times?lat=21.4&lng=39.8'],
      ['/api/nothing-here'],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }],
      ['/healthz'],
      ['/missing.js'],
      ['/%'],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(server.url + path, init);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer', path);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex', path);
      const policy = directives(response.headers.get('content-security-policy'));
      assert.deepEqual(policy.get('default-src'), ["'self'"], path);
      assert.deepEqual(policy.get('script-src'), ["'self'"], `${path}: no inline script, no eval`);
      assert.deepEqual(policy.get('object-src'), ["'none'"], path);
      assert.deepEqual(policy.get('base-uri'), ["'self'"], path);
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], path);
    }
  });

  test("connect-src: the site itself, its WebSocket host, and the configured PostHog host only", async () => {
    const response = await fetch(`${server.url}/`);
    const connect = directives(response.headers.get('content-security-policy')).get('connect-src');
    const host = new URL(server.url).host;
    assert.deepEqual(connect, ["'self'", `wss://${host}`, `ws://${host}`, 'https://eu.i.posthog.com']);
    // A Host header that is not a host name is not repeated into the policy.
    const odd = await new Promise<string>((resolve, reject) => {
      request({ host: '127.0.0.1', port: server.port, path: '/', headers: { host: "evil.example 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      })
        .on('error', reject)
        .end();
    });
    assert.doesNotMatch(odd, /evil/);
    assert.match(odd, /connect-src 'self' https:\/\/eu\.i\.posthog\.com;/);
  });

  test("img-src: the site, data: URLs and the map tiles' origin (MAP_TILE_URL, OpenStreetMap's by default) only", async () => {
    const response = await fetch(`${server.url}/`);
    assert.deepEqual(directives(response.headers.get('content-security-policy')).get('img-src'), ["'self'", 'data:', 'https://tile.openstreetmap.org']);
    assert.deepEqual(tileOrigin('https://{s}.tiles.example/osm/{z}/{x}/{y}.png'), ['https://*.tiles.example'], 'subdomains as a wildcard');
    assert.equal(configFromEnv({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }).mapTileUrl, 'http://127.0.0.1:9/{z}/{x}/{y}.png');
    for (const bad of ['javascript:alert(1)//{z}{x}{y}', 'https://tiles.example/no-placeholders.png', "https://a.example 'unsafe-inline'/{z}/{x}/{y}"]) {
      assert.throws(() => configFromEnv({ MAP_TILE_URL: bad }), /MAP_TILE_URL/, bad);
    }
  });

  test('GraphiQL: no other host, no inline script, and its files are served here', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<div id="root">/);
    assert.doesNotMatch(html, /https?:\/\//, 'no absolute URL: nothing from a CDN');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      assert.ok(/\bsrc=/.test(attributes!) || /type="application\/json"/.test(attributes!), `inline script: ${body!.slice(0, 60)}`);
    }
    const files = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(files.some((f) => f.endsWith('.js')) && files.some((f) => f.endsWith('.css')), files.join());
    for (const file of files) {
      const response = await fetch(server.url + file);
      assert.equal(response.status, 200, file);
      assert.match(response.headers.get('content-type') ?? '', file.endsWith('.js') ? /javascript/ : /text\/css/);
      assert.ok((await response.text()).length > 10_000, `${file} is the real code`);
    }
    const script = files.find((f) => f.endsWith('.js'))!;
    const gz = await fetch(server.url + script.replace('graphiql.js', 'editor.worker.js'), { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.status, 200, 'the editor worker is served too');
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal((await fetch(`${server.url}/graphiql/0000/graphiql.js`)).status, 404, 'an old version is gone');
  });
});
