// Expected server failures carry extensions.code (docs/api.md); anything that
// is not a GraphQL error means the server could not be reached or broke.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@prayer-companion/common';
import { messageForCode } from '../i18n/serverErrors.ts';

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof Error && !CombinedGraphQLErrors.is(error);
}

/** Codes whose message is written for the user (the server's 400/409/429 texts). */
const USER_FACING: ReadonlySet<string> = new Set<ErrorCode>(['BAD_USER_INPUT', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE']);

/** The server's own message for an expected failure, else `fallback` ('Please try again.'). */
export function userMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' && USER_FACING.has(code) && first?.message ? (messageForCode(code, first.message) ?? fallback) : fallback;
}
