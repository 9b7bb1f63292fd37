// Writing answers of every /api route: JSON always, the error envelope {"error": {code, message}},
// and never a stack trace (unexpected errors are logged here, not sent).
import type { ServerResponse } from 'node:http';
import { AppError, isDatabaseUnavailable, unavailable } from '../errors.ts';
import { RestError } from './errors.ts';

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

/** A non-JSON answer (the calendar feed); `headers` carry its content-type. */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  res.writeHead(status, { 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown) {
  // Shared helpers (the rate limiter) throw the GraphQL layer's AppError.
  // A route that reads the database itself (the calendar feed, analytics) meets an
  // outage directly: 503 like the GraphQL-backed routes, never a 500.
  if (isDatabaseUnavailable(error)) error = unavailable();
  if (error instanceof AppError) error = new RestError(error.code, error.message, error.code === 'UNAVAILABLE' ? { 'retry-after': '5' } : {});
  if (error instanceof RestError) {
    sendJson(res, error.status, { error: { code: error.code, message: error.message } }, error.headers);
    return;
  }
  console.error('REST handler failed', error);
  sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
}
