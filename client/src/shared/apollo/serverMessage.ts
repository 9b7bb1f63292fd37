// The server's own message for an expected failure (docs/api.md: the spec's
// texts), to show where the spec gives none; undefined for anything else.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@prayer-companion/common';
import { messageForCode } from '../i18n/serverErrors.ts';

const EXPECTED: ReadonlySet<string> = new Set<ErrorCode>(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED']);

export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' && EXPECTED.has(code) ? messageForCode(code, first?.message) : undefined;
}

/** A failure toast's text (failureToastLink.ts): the server's message, else `fallback`. */
export const serverMessageOr =
  (fallback?: string) =>
  (error: unknown): string | undefined =>
    serverMessage(error) ?? fallback;
