// What a route is: method, path pattern, payload check and a handler that returns
// data. Routes are plain objects so each resource file reads as a table.
import type { IncomingMessage } from 'node:http';
import type { Check } from './payload.ts';
import type { RunGraphQL } from './graphql.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext<B> {
  /** A :param of the path (always present once the route matched). */
  param(name: string): string;
  query: URLSearchParams;
  body: B;
  /** Executes a GraphQL operation as the caller. */
  gql: RunGraphQL;
  /** The session's user id, or null (read from the cookie once, when asked). */
  viewerId(): Promise<string | null>;
  req: IncomingMessage;
}

export interface Reply {
  status?: number;
  body: unknown;
  /** Sent as is instead of the JSON body (with its content-type in `headers`). */
  text?: string;
  headers?: Record<string, string>;
}

export interface Route<B = unknown> {
  method: Method;
  /** Literal segments and :params, e.g. /api/users/:id/prayer-stats */
  path: string;
  /** The payload check; GET routes have none and their body is never read. */
  body?: Check<B>;
  handle(ctx: RouteContext<B>): Promise<Reply>;
}

type Handler<B> = (ctx: RouteContext<B>) => Promise<Reply>;

// One helper per method, so each resource file reads as a table. The body type is
// inferred from the check (positional, because TypeScript infers it reliably there).
export const get = (path: string, handle: Handler<undefined>): Route => ({ method: 'GET', path, handle: handle as Handler<unknown> });

// `null` instead of a check: the handler reads the body itself, after its own
// earlier checks (POST /api/events counts its rate limit first).
function withBody(method: Method) {
  return <B>(path: string, body: Check<B> | null, handle: Handler<B>): Route => ({
    method,
    path,
    body: body ?? undefined,
    handle: handle as Handler<unknown>,
  });
}

export const post = withBody('POST');
export const put = withBody('PUT');
export const patch = withBody('PATCH');
export const del = withBody('DELETE');
