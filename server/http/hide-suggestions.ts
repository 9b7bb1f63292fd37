// In production, GraphQL errors do not teach a stranger the schema's names. graphql-armor's
// blockFieldSuggestion only masks `Did you mean "x"?`, so graphql-js's enum hint
// (`Did you mean the enum value "recent"?`) went out whole; this masks every hint, from
// validation and from execution (variables coerced by graphql-js, as subscriptions are).
// The schema itself stays public through introspection: this is about not echoing guesses.
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const HINT = /\s*Did you mean\b[\s\S]*$/;
const MASK = ' [Suggestion hidden]';

function hide<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || !HINT.test(error.message)) return error;
  return new GraphQLError(error.message.replace(HINT, MASK), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function hideIn(result: ExecutionResult): ExecutionResult {
  return result.errors?.length ? { ...result, errors: result.errors.map((error) => hide(error) as GraphQLError) } : result;
}

export function useHiddenSuggestions(): Plugin {
  return {
    onValidate: () => ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((error) => hide(error)));
    },
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!(Symbol.asyncIterator in result)) setResult(hideIn(result));
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (!(Symbol.asyncIterator in result)) setResult(hideIn(result));
      },
    }),
  };
}
