// Logs that do not cry wolf (issue 28 point 8): clients that stop sending their body (they
// hang up, or Node cuts them off with 408) are not a database outage, and a real outage
// still says so. The server runs in its own process so its log can be read.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';
import { newStorage } from '../helpers/server.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';
import { TestBrowser } from '../helpers/client.ts';

const OUTAGE = 'database unavailable';

/** `count` clients that announce a body of 1000 bytes, send a few, then hang up. */
async function cutOffClients(server: ServerProcess, path: string, count: number): Promise<void> {
  const { port } = new URL(server.url);
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"`);
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      }),
    ),
  );
  // Let the server notice every reset before its log is read.
  await new Promise((r) => setTimeout(r, 500));
}

describe('client aborts are not outages', () => {
  test('200 clients cut off mid-body log no outage; the server keeps answering', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pc-abort-'));
    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      await cutOffClients(server, '/api/ummah/posts', 100);
      await cutOffClients(server, '/api/events', 100);
      assert.doesNotMatch(server.output(), new RegExp(OUTAGE));
      assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a real database outage is still logged', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const { storage, drop } = await newStorage('postgres');
    const target = new URL(storage.databaseUrl!);
    const proxy = new TcpProxy(Number(target.port || 5432), target.hostname);
    await proxy.start();
    target.port = String(proxy.port);
    const server = await spawnServer({ DATABASE_URL: target.toString(), DATABASE_SCHEMA: storage.databaseSchema });
    try {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      await cutOffClients(server, '/api/ummah/posts', 50);
      assert.doesNotMatch(server.output(), new RegExp(OUTAGE));
      await proxy.stop();
      const during = await browser.fetch('/api/ummah/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'while the database is away' }),
      });
      assert.equal(during.status, 503);
      assert.match(server.output(), new RegExp(OUTAGE));
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await proxy.start();
      await drop();
      await proxy.stop();
    }
  });
});
