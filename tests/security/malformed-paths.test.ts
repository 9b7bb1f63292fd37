// No request kills the process (issue 13, item 1): malformed percent-encoding, NUL
// bytes and traversal attempts on every kind of path, sent to the real server in its
// own process (NODE_ENV=production, serving a build), which must still be alive and
// healthy afterwards. Before the fix, `GET /%` ended the process with a URIError.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newStorage } from '../helpers/server.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';

/** A raw GET: fetch() would normalise or refuse some of these paths before sending them. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('malformed and hostile paths', () => {
  let server: ServerProcess;
  let root: string;
  let drop: () => Promise<void>;

  before(async () => {
    // A build folder, and next to it a folder whose name starts with the build's:
    // a `startsWith(root)` containment check lets /..%2fsite-private/ through.
    root = mkdtempSync(join(tmpdir(), 'pc-paths-'));
    const site = join(root, 'site');
    mkdirSync(join(site, 'assets'), { recursive: true });
    mkdirSync(join(site, '.vite'));
    mkdirSync(join(root, 'site-private'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
    writeFileSync(join(site, 'assets', 'app.js.map'), '{"version":3,"sources":["../client/src/secret.ts"]}');
    writeFileSync(join(site, '.vite', 'manifest.json'), '{"client/src/main.tsx":{}}');
    writeFileSync(join(root, 'site-private', 'secret.txt'), 'not for the web');
    const storage = await newStorage('pglite');
    drop = storage.drop;
    server = await spawnServer({ NODE_ENV: 'production', DATA_DIR: storage.storage.dataDir, STATIC_DIR: site });
  });

  after(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await drop?.();
    rmSync(root, { recursive: true, force: true });
  });

  const malformed = ['/%', '/%E0%A4%A', '/graphql%', '/u/%', '/u/%zz/ummah', '/healthz%', '/%00', '/assets/%00.js', '/duas%c3%28'];

  test('malformed percent-encoding or a NUL in a page path is a 400', async () => {
    for (const path of malformed) {
      const { status } = await rawGet(server.url, path);
      assert.equal(status, 400, path);
    }
  });

  test('API paths with bad encoding are refused, not crashed on', async () => {
    for (const path of ['/api/%zz', '/api/users/link/%', '/api/duas/%E0%A4%A/like', '/api/events%']) {
      const { status } = await rawGet(server.url, path);
      assert.ok(status >= 400 && status < 500, `${path}: ${status}`);
    }
  });

  test('no file outside the build is served, however the path is spelled', async () => {
    for (const path of ['/assets/..%2f..%2fpackage.json', '/..%2fsite-private/secret.txt', '/assets/..%2f..%2fsite-private/secret.txt', '/%2e%2e/site-private/secret.txt']) {
      const { status, body } = await rawGet(server.url, path);
      assert.ok(!body.includes('not for the web'), path);
      assert.ok(status === 404 || status === 400 || body.includes('<div id="root">'), `${path}: ${status}`);
    }
  });

  test('source maps and the build manifest are not served in production', async () => {
    assert.equal((await rawGet(server.url, '/assets/app.js')).status, 200);
    assert.equal((await rawGet(server.url, '/assets/app.js.map')).status, 404);
    assert.equal((await rawGet(server.url, '/.vite/manifest.json')).status, 404);
    assert.equal((await rawGet(server.url, '/.vite/%6danifest.json')).status, 404);
  });

  test('after all of it the process is alive and healthy, with nothing uncaught in its log', async () => {
    const health = await rawGet(server.url, '/healthz');
    assert.equal(health.status, 200);
    assert.deepEqual(JSON.parse(health.body), { ok: true });
    assert.equal(server.child.exitCode, null);
    assert.doesNotMatch(server.output(), /URIError|uncaught|ERR_INVALID_ARG/i);
  });
});
