// What a route is: method, path pattern, payload check and a handler that returns
// data. Routes are plain objects so each resource file reads as a table.
import type { IncomingMessage } from 'node:http';
import type { Check } from './payload.ts';
import type { RunGraphQL } from './graphql.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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
  headers?: Record<string, string>;
}

export interface Route<B = unknown> {
  method: Method;
  /** Literal segments and :params, e.g. /api/users/:id/prayer-stats */
  path: string;
  /** The payload check; a route without one takes no body (or an empty {}). */
  body?: Check<B>;
  handle(ctx: RouteContext<B>): Promise<Reply>;
}

type BodyOf<C> = C extends Check<infer B> ? B : undefined;

/** Declares a route, inferring the body type from its check. */
export function route<C extends Check<unknown> | undefined = undefined>(def: {
  method: Method;
  path: string;
  body?: C;
  handle(ctx: RouteContext<BodyOf<C>>): Promise<Reply>;
}): Route<unknown> {
  return def as unknown as Route<unknown>;
}
