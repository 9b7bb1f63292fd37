// The codes of expected API failures (docs/api.md), in a GraphQL error's extensions.code,
// with the HTTP status /api answers for each. The server raises them; the browser picks
// the user's text by them, so a code misspelt on either side fails the typecheck.
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An idempotency key reused for a different request (issue 30). */
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
