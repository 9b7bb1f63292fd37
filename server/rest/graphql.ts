// Runs one GraphQL operation for a REST request through the same Yoga server, as
// the caller: their cookie goes in, any Set-Cookie comes back out, and the first
// error becomes the REST error with the status of its code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../context.ts';
import type { GraphQLServer } from '../yoga.ts';
import { RestError, isRestErrorCode } from './errors.ts';

interface GraphQLErrorJson {
  message?: string;
  extensions?: { code?: unknown };
}

export type RunGraphQL = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Maps a GraphQL error to the REST error the spec's client expects. */
export function toRestError(error: GraphQLErrorJson | undefined, httpStatus: number): RestError {
  const code = error?.extensions?.code;
  const message = typeof error?.message === 'string' ? error.message : '';
  if (code === 'RATE_LIMITED') return new RestError(code, message, { 'retry-after': '60' });
  if (isRestErrorCode(code) && code !== 'INTERNAL') return new RestError(code, message || 'Request failed');
  // Yoga's own request-level refusals (a body too large, variables that do not coerce) carry
  // no code of ours but a 4xx status: they are still the caller's fault, never a 500.
  if (httpStatus === 413) return new RestError('PAYLOAD_TOO_LARGE', 'The request is too large');
  if (httpStatus >= 400 && httpStatus < 500) return new RestError('BAD_USER_INPUT', message || 'Invalid request');
  // Masked or unknown: a generic message, never the internals.
  return new RestError('INTERNAL', 'Something went wrong. Please try again.');
}

/** `viewer`: the request's one session look-up, shared with the GraphQL context. */
export function graphqlRunner(yoga: GraphQLServer, req: IncomingMessage, res: ServerResponse, setCookies: string[], viewer: () => Promise<Viewer | null>): RunGraphQL {
  const cookie = req.headers.cookie ?? '';
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    const proto = req.headers['x-forwarded-proto'];
    if (typeof proto === 'string') headers['x-forwarded-proto'] = proto;
    const response = await yoga.fetch(
      'http://localhost/graphql',
      { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
      // `res`: the operation's live events wait until the REST response has gone out.
      { req, res, sessionViewer: viewer },
    );
    setCookies.push(...response.headers.getSetCookie());
    const result = (await response.json().catch(() => ({}))) as { data?: T | null; errors?: GraphQLErrorJson[] };
    if (result.errors?.length || !result.data) throw toRestError(result.errors?.[0], response.status);
    return result.data;
  };
}
