// Expected server failures carry extensions.code (docs/api.md); anything that
// is not a GraphQL error means the server could not be reached or broke.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof Error && !CombinedGraphQLErrors.is(error);
}
