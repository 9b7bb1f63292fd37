// The GraphQL body limit (MAX_BODY_BYTES), checked from Content-Length once. Yoga's own
// `maxRequestBodySize` pipes every body through a byte-counting TransformStream, which
// measured as a third of a small query's cost (issue 16: `{ __typename }` 3,500 → 6,600
// req/s without it). Node's HTTP parser never hands on more than Content-Length bytes, so
// a declared length within the limit bounds the body; a body without one (chunked) is
// refused with 411. Browsers send the length with every fetch body, and nginx sends it
// upstream (request buffering is on in deploy/nginx.conf's default).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const DIGITS = /^\d+$/;

function refuse(status: number, code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const declared = request.headers.get('content-length');
      if (declared === null) {
        // No body at all (neither length nor chunks) is Yoga's to answer as a bad request.
        if (!request.headers.get('transfer-encoding')) return;
        throw refuse(411, 'LENGTH_REQUIRED', 'Content-Length is required');
      }
      if (!DIGITS.test(declared)) throw refuse(400, 'BAD_REQUEST', 'Content-Length header is invalid.');
      if (Number(declared) > limit) throw refuse(413, 'REQUEST_ENTITY_TOO_LARGE', 'Request body too large');
    },
  };
}
