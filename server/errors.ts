// Expected failures: a GraphQL error with a stable code in extensions.code and the
// message a user may see (the spec's text where it gives one). Yoga passes these
// through its error masking; anything else is masked as 'Unexpected error.'.
import { GraphQLError } from 'graphql';
import { ERROR_STATUS, type ErrorCode } from '@prayer-companion/common';

// The codes and their HTTP statuses are shared with the browser (@prayer-companion/common).
export { ERROR_STATUS, type ErrorCode };

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
  }
}

export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { field } : {});
export const unauthenticated = (message = 'Please log in to continue') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You can only act for your own account') =>
  new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** The database cannot be reached (restarting, network cut): a clear 503, not a mystery. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } }; message?: string };
  if (!e || typeof e !== 'object') return false;
  // P2028: no connection free to start a transaction in time (overload): also 'try again'.
  if (['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028'].includes(e.code ?? '')) return true;
  const kind = e.meta?.driverAdapterError?.cause?.kind ?? '';
  if (['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections'].includes(kind)) return true;
  // A pooled connection cut while a query was on it reaches us as node-postgres'
  // own error (no Prisma code), possibly wrapped: look at the messages down the chain.
  return connectionLost(error, 4);
}

const LOST_CONNECTION = /Connection terminated|ECONNREFUSED|ECONNRESET|EPIPE|server closed the connection unexpectedly/;

function connectionLost(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth === 0) return false;
  const e = error as { message?: unknown; code?: unknown; cause?: unknown };
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  if (typeof e.code === 'string' && LOST_CONNECTION.test(e.code)) return true;
  return connectionLost(e.cause, depth - 1);
}

export const unavailable = () =>
  new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.', {
    http: { status: 503 },
  });

/** Prisma's unique-constraint violation: a concurrent twin of this write won. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}
