// Writing answers of every /api route: JSON always, the error envelope {"error": {code, message}},
// and never a stack trace (unexpected errors are logged here, not sent).
import type { ServerResponse } from 'node:http';
import { toRestError } from './errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  const text = JSON.stringify(body ?? null);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** A non-JSON answer (the calendar feed); `headers` carry its content-type. A 304 has no body and no length. */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  const length = status === 304 ? {} : { 'content-length': Buffer.byteLength(text) };
  res.writeHead(status, { 'cache-control': 'no-store', ...length, ...headers });
  res.end(status === 304 ? undefined : text);
}

/** The error envelope for any failure, mapped by toRestError (errors.ts). */
export function sendError(res: ServerResponse, failure: unknown) {
  const error = toRestError(failure);
  sendJson(res, error.status, { error: { code: error.code, message: error.message } }, error.headers);
}
