// One GraphQL request over plain fetch, for the sign-in: it does not wait for the Apollo
// Client's chunk (shared/apollo/appClient.ts), and costs the main thread a JSON parse
// instead of the client's first-operation work.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { printOperation } from './printOperation.ts';

/** The server answered with a GraphQL error; `code` is its extensions.code (docs/api.md). */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  constructor(code: string | undefined, message: string) {
    super(message);
    this.code = code;
    this.name = 'GraphQLRequestError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Sends `document` with `variables` to /graphql (the session cookie goes with it, and a
 * cookie the answer sets is kept). Resolves with the answer's data; rejects with a
 * GraphQLRequestError when the server refused it, or with another error when the server
 * could not be reached or did not answer in GraphQL.
 */
export async function postGraphQL<Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables?: Variables): Promise<Data> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
    body: JSON.stringify({ query: printOperation(document), variables }),
  });
  const body: unknown = await response.json().catch(() => null);
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  if (errors.length) {
    const first: unknown = errors[0];
    const extensions = isRecord(first) && isRecord(first.extensions) ? first.extensions : {};
    const message = isRecord(first) && typeof first.message === 'string' ? first.message : 'GraphQL error';
    throw new GraphQLRequestError(typeof extensions.code === 'string' ? extensions.code : undefined, message);
  }
  if (!isRecord(body) || !isRecord(body.data)) throw new Error(`the server answered ${response.status} without data`);
  return body.data as Data;
}
