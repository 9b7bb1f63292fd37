// REST failures: a status, a stable code and a message a person may read. The
// GraphQL codes keep the statuses of server/errors.ts; the rest are transport-only.
import { GraphQLError } from 'graphql';
import { AppError, ERROR_STATUS, isDatabaseUnavailable, unavailable } from '../../errors.ts';
import { log } from '../../ops/log.ts';

export const REST_STATUS = {
  ...ERROR_STATUS,
  METHOD_NOT_ALLOWED: 405,
  /** The client stopped sending its body (aborted, or cut off by Node's request timeout). */
  CLIENT_CLOSED: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type RestErrorCode = keyof typeof REST_STATUS;

export class RestError extends Error {
  readonly status: number;
  readonly code: RestErrorCode;
  readonly headers: Record<string, string>;
  constructor(code: RestErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
    this.status = REST_STATUS[code];
  }
}

export const badRequest = (message: string) => new RestError('BAD_USER_INPUT', message);
export const notFoundError = (message = 'Not found') => new RestError('NOT_FOUND', message);


/** Retry-After of an answer: the limiter's own wait for RATE_LIMITED, a few seconds for an outage. */
function retryHeaders(error: AppError): Record<string, string> {
  if (error.code === 'RATE_LIMITED') {
    const wait = error.extensions.retryAfter;
    return { 'retry-after': String(typeof wait === 'number' ? wait : 60) };
  }
  return error.code === 'UNAVAILABLE' ? { 'retry-after': '5' } : {};
}

/**
 * Any failure of an /api route as the REST error it answers with: the one mapping, for a
 * route's own throw and for the first error of the GraphQL operation it ran. Expected
 * failures keep their code and message; a database outage is 503 wherever it is met; a
 * request error of GraphQL (variables that do not coerce: no path) is the caller's 400;
 * anything else is logged here and answered with a generic 500, never its internals.
 */
export function toRestError(error: unknown): RestError {
  if (error instanceof RestError) return error;
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  // Only AppError's codes are trusted: a foreign error may copy a code into extensions.
  if (original instanceof AppError) return new RestError(original.code, original.message, retryHeaders(original));
  if (isDatabaseUnavailable(original)) {
    log('warn', 'database unavailable');
    const outage = unavailable();
    return new RestError(outage.code, outage.message, retryHeaders(outage));
  }
  if (error instanceof GraphQLError && !error.path) return new RestError('BAD_USER_INPUT', error.message || 'Invalid request');
  console.error('REST request failed', original);
  return new RestError('INTERNAL', 'Something went wrong. Please try again.');
}
