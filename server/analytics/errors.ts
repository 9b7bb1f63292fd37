// Failures of the analytics routes, answered as {"error": {code, message}} like the
// rest of /api. The shared rate limiter throws AppError; it maps through ERROR_STATUS.
import { AppError, ERROR_STATUS, isDatabaseUnavailable } from '../errors.ts';

export class EventsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new EventsError(400, 'BAD_USER_INPUT', message);

/** Any thrown value as status + envelope; unexpected errors are masked. */
export function toEnvelope(error: unknown): { status: number; body: { error: { code: string; message: string } } } {
  if (error instanceof AppError) error = new EventsError(ERROR_STATUS[error.code], error.code, error.message);
  if (error instanceof EventsError) return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' } } };
  }
  console.error('analytics handler failed', error);
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } } };
}
