// The built client goes out Brotli-compressed from the build's .br copies, gzip-compressed
// otherwise, and as it is to clients that accept neither; a stale copy is never sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliFile } from '../../tools/vite/precompress.ts';
import { staticHandler } from '../../server/http/static.ts';

const script = `export const greeting = ${JSON.stringify('salaam '.repeat(400))};\n`;

async function withServer(run: (get: (path: string, acceptEncoding: string) => Promise<{ encoding: string | null; body: Buffer }>, dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app.js'), script);
  const handle = staticHandler(dir);
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, acceptEncoding: string) => {
    // fetch would decode the body itself: a raw request shows what went over the wire.
    return new Promise<{ encoding: string | null; body: Buffer }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: (res.headers['content-encoding'] as string | undefined) ?? null, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  };
  try {
    await run(get, dir);
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('Brotli copy when accepted, gzip otherwise, plain for neither', async () => {
  await withServer(async (get, dir) => {
    brotliFile(join(dir, 'assets', 'app.js'));
    const br = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    assert.equal(br.encoding, 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), script);
    assert.ok(br.body.length < script.length / 10, 'a repetitive file compresses well');

    const gz = await get('/assets/app.js', 'gzip, deflate');
    assert.equal(gz.encoding, 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), script);

    const plain = await get('/assets/app.js', '');
    assert.equal(plain.encoding, null);
    assert.equal(plain.body.toString(), script);
  });
});

test('without a Brotli copy, or with one older than the file, gzip is sent', async () => {
  await withServer(async (get, dir) => {
    const file = join(dir, 'assets', 'app.js');
    assert.equal((await get('/assets/app.js', 'br, gzip')).encoding, 'gzip', 'no copy');

    brotliFile(file);
    writeFileSync(file, `${script}// rebuilt\n`);
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    const stale = await get('/assets/app.js', 'br, gzip');
    assert.equal(stale.encoding, 'gzip');
    assert.match(gunzipSync(stale.body).toString(), /\/\/ rebuilt/, 'the current file, not the stale copy');
  });
});
