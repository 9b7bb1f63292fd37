// A request handler's exception must never end the process: it is logged with the
// request's id and answered 500 (when nothing was sent yet; otherwise the response
// is cut off so the client sees an error rather than a truncated success).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './log.ts';

export type Route = (req: IncomingMessage, res: ServerResponse) => unknown;

function failed(res: ServerResponse, requestId: string, error: unknown) {
  log('error', 'request failed', { requestId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId } }));
}

/** Runs `route` (sync or async) for one request with its id; a throw or rejection becomes a 500. */
export function containErrors(route: Route, requestIdOf: (res: ServerResponse) => string): Route {
  return (req, res) => {
    try {
      Promise.resolve(route(req, res)).catch((error: unknown) => failed(res, requestIdOf(res), error));
    } catch (error) {
      failed(res, requestIdOf(res), error);
    }
  };
}
