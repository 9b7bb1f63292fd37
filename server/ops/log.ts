// Structured JSON logs, one line per event, each request with its id. Private links
// are capabilities (decisions.md 2): they are redacted before anything is written.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type LogLevel = 'info' | 'warn' | 'error';

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export function redactPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.replace(/\/u\/[^/]+/, '/u/:linkId').replace(/\/api\/users\/link\/[^/]+/, '/api/users/link/:linkId');
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Gives the request an id (kept from a proxy's X-Request-Id when sane) and logs it when done. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, enabled: boolean): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  if (enabled) {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      log('info', 'request', {
        requestId: id,
        method: req.method,
        path: redactPath(req.url ?? '/'),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 10_000n) / 100,
      });
    });
  }
  return id;
}
