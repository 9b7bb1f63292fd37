// A handler's exception is answered (500 with the request's id) and logged, never
// left to end the process: sync throws, rejected promises, and failures after the
// answer started. The same wrapper as server/http/app.ts, over real HTTP.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { containErrors } from '../../server/ops/contain.ts';
import { trackRequest } from '../../server/ops/log.ts';

test('a throwing or rejecting handler gets a 500 with its request id, and the server keeps serving', async (t) => {
  const logged: string[] = [];
  t.mock.method(process.stderr, 'write', (line: string) => logged.push(line) > 0);
  let uncaught = 0;
  const onUncaught = () => uncaught++;
  process.on('uncaughtException', onUncaught);

  const handle = containErrors(
    (req, res) => {
      if (req.url === '/sync') throw new Error('boom sync');
      if (req.url === '/async') return Promise.reject(new Error('boom async'));
      if (req.url === '/late') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        return Promise.reject(new Error('boom late'));
      }
      res.end('fine');
    },
    (res) => String(res.getHeader('X-Request-Id')),
  );
  const server: Server = createServer((req, res) => {
    trackRequest(req, res, false);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of ['/sync', '/async']) {
      const response = await fetch(base + path, { headers: { 'x-request-id': `req-${path.slice(1)}-0001` } });
      assert.equal(response.status, 500, path);
      const body = (await response.json()) as { error: { code: string; requestId: string; message: string } };
      assert.equal(body.error.code, 'INTERNAL');
      assert.equal(body.error.requestId, `req-${path.slice(1)}-0001`);
      assert.doesNotMatch(body.error.message, /boom/, 'no internals in the answer');
      assert.ok(logged.some((line) => line.includes(`req-${path.slice(1)}-0001`) && line.includes(`boom ${path.slice(1)}`)), 'logged with its id');
    }
    // Already answering: the connection is cut, so the client sees a failure, not a short 200.
    await assert.rejects(fetch(`${base}/late`).then((r) => r.text()));
    assert.equal(await (await fetch(`${base}/ok`)).text(), 'fine');
    assert.equal(uncaught, 0);
  } finally {
    process.off('uncaughtException', onUncaught);
    server.close();
  }
});
