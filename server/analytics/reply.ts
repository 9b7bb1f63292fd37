// JSON answers of the analytics routes: never cached; 413/415 close the
// connection because the rest of the body was not read.
import type { ServerResponse } from 'node:http';

export function replyJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  const close = status === 413 || status === 415 ? { connection: 'close' } : {};
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...close,
    ...headers,
  });
  res.end(text);
}
