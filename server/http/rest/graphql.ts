// Runs the GraphQL operations of REST routes in process (issue 16): each route's
// document is parsed, validated and compiled (graphql-jit) once, then executed on
// the same schema with a context built as for /graphql (same session look-up, same
// after-response publishing), as the caller. No HTTP request is emulated: no second
// body serialization, no Request/Response objects, no second parse of the result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Services, Viewer } from '../../context.ts';
import { buildContext } from '../../request-context.ts';
import { afterResponseOf } from '../../domain/events/after-response.ts';
import { clientAddress } from '../../ops/address.ts';
import type { SiteOrigin } from '../../security/public-origin.ts';
import { toRestError } from './errors.ts';
import { restCookieJar } from './cookies.ts';

export type RunGraphQL = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Parses, validates and compiles each distinct document once (routes use a fixed set). */
function preparedDocuments(schema: GraphQLSchema) {
  const compiled = new Map<string, CompiledQuery>();
  return (source: string): CompiledQuery => {
    let query = compiled.get(source);
    if (query) return query;
    const document = parse(source);
    const errors = validate(schema, document);
    // The documents are this program's own: an invalid one is a bug, not bad input.
    if (errors.length) throw new Error(`REST document does not validate: ${errors[0]!.message}\n${source}`);
    const result = compileQuery(schema, document);
    if (!isCompiledQuery(result)) throw new Error(`REST document does not compile: ${result.errors?.[0]?.message}\n${source}`);
    query = result;
    compiled.set(source, query);
    return query;
  };
}

export function createOperationRunner(schema: GraphQLSchema, services: Services, site: Pick<SiteOrigin, 'isSecure'>) {
  const prepare = preparedDocuments(schema);
  /** `viewer`: the request's one session look-up, shared with the route's own checks. */
  return (req: IncomingMessage, res: ServerResponse, setCookies: string[], viewer: () => Promise<Viewer | null>): RunGraphQL => {
    const secure = site.isSecure(req);
    // One per request: the events of every operation it runs go out after its response.
    const afterResponse = afterResponseOf(res);
    return async <T>(source: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const query = prepare(source);
      const contextValue = await buildContext(services, {
        viewer,
        afterResponse,
        cookieHeader: req.headers.cookie ?? null,
        ip: clientAddress(req),
        cookies: restCookieJar(setCookies, secure),
      });
      const result = (await query.query(undefined, contextValue, variables)) as ExecutionResult;
      if (result.errors?.length || !result.data) throw toRestError(result.errors?.[0]);
      return result.data as T;
    };
  };
}
