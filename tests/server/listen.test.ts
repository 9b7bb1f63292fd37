// HOST decides where the server listens, and the log says the same address.
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { after, test } from 'node:test';
import { newStorage } from '../helpers/server.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';

const running: ServerProcess[] = [];
after(async () => {
  for (const server of running) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

async function start(host: string | undefined): Promise<{ server: ServerProcess; on: string }> {
  const { storage } = await newStorage('pglite');
  const server = await spawnServer({ HOST: host, DATA_DIR: storage.dataDir });
  running.push(server);
  const line = server.output().split('\n').find((l) => l.includes('"listening"'))!;
  return { server, on: (JSON.parse(line) as { on: string }).on };
}

/** An address of this machine other than loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

test('HOST=127.0.0.1: listens on loopback only, and says so', async () => {
  const { server, on } = await start('127.0.0.1');
  const port = new URL(server.url).port;
  assert.equal(on, `127.0.0.1:${port}`);
  assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  if (outside) await assert.rejects(fetch(`http://${outside}:${port}/healthz`), 'not reachable on another interface');
});

test('without HOST: listens on every interface, and says so', async () => {
  const { server, on } = await start(undefined);
  const port = new URL(server.url).port;
  assert.equal(on, `0.0.0.0:${port}`);
  if (outside) assert.equal((await fetch(`http://${outside}:${port}/healthz`)).status, 200);
});
