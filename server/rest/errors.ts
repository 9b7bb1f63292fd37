// REST failures: a status, a stable code and a message a person may read. The
// GraphQL codes keep the statuses of server/errors.ts; the rest are transport-only.
import { ERROR_STATUS } from '../errors.ts';

export const REST_STATUS = {
  ...ERROR_STATUS,
  METHOD_NOT_ALLOWED: 405,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type RestErrorCode = keyof typeof REST_STATUS;

export class RestError extends Error {
  readonly status: number;
  constructor(
    readonly code: RestErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = REST_STATUS[code];
  }
}

export const badRequest = (message: string) => new RestError('BAD_USER_INPUT', message);
export const notFoundError = (message = 'Not found') => new RestError('NOT_FOUND', message);

export function isRestErrorCode(code: unknown): code is RestErrorCode {
  return typeof code === 'string' && Object.hasOwn(REST_STATUS, code);
}
