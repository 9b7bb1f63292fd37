// The GraphQL server: schema, context, and the protections of issue 2 point 8.
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useCookies } from '@whatwg-node/server-plugin-cookies';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { GraphQLError, getOperationAST } from 'graphql';
import { schema } from '../schema/index.ts';
import { log } from '../ops/log.ts';
import { clientAddress } from '../ops/address.ts';
import type { Context, Services, Viewer } from '../context.ts';
import { MAX_BODY_BYTES, buildContext } from '../request-context.ts';
import { AppError, isDatabaseUnavailable, unavailable } from '../errors.ts';
import { corsFor } from '../security/origin.ts';
import type { SiteOrigin } from '../security/public-origin.ts';
import { useBodyLimit } from './body-limit.ts';
import { useHiddenSuggestions } from './hide-suggestions.ts';
import { useOneMonthPerOperation } from './one-month.ts';
import { renderGraphiQLPage } from './graphiql.ts';
import { afterResponseOf } from '../domain/events/after-response.ts';
import type { ServerResponse } from 'node:http';


/**
 * Node's http server passes req: the address comes from the socket. The REST
 * edge also passes its request's session look-up, so one request is one look-up.
 */
interface NodeServerContext {
  req?: { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
  /** Node's response: live events wait until it has gone out (after-response.ts). */
  res?: ServerResponse;
  sessionViewer?: () => Promise<Viewer | null>;
}

/** Which other sites' pages may call /graphql with the user's cookie (decisions.md 18). */
export interface GraphQLServerOptions {
  allowedOrigins: readonly string[];
  /** Whether a request is https (PUBLIC_URL, or a trusted proxy's X-Forwarded-Proto). */
  site?: Pick<SiteOrigin, 'isSecure'>;
}

export function createGraphQLServer(services: Services, options: GraphQLServerOptions = { allowedOrigins: [] }) {
  return createYoga<NodeServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // Yoga's default answers every Origin with credentials: only listed ones here.
    cors: corsFor(options.allowedOrigins),
    graphiql: { title: 'Prayer companion API', credentials: 'include' },
    // GraphiQL's code from this server, not a CDN (server/http/graphiql.ts).
    renderGraphiQL: renderGraphiQLPage,
    landingPage: false,
    // Checked from Content-Length by useBodyLimit below, not by streaming every body.
    maxRequestBodySize: false,
    // Expected failures are answers, not incidents: only unexpected errors are logged.
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => {
        const originals = args.map((arg) => (arg as { originalError?: unknown })?.originalError ?? arg);
        if (originals.some((e) => e instanceof AppError || isRequestError(e))) return;
        // An outage is one line, not a stack trace per request.
        if (originals.some(isDatabaseUnavailable)) return log('warn', 'database unavailable');
        console.error(...args);
      },
    },
    // Expected failures (AppError) keep their message and code; anything else is masked.
    maskedErrors: {
      maskError(error, message, isDev) {
        const original = (error as { originalError?: unknown }).originalError ?? error;
        if (original instanceof AppError) return original;
        if (isDatabaseUnavailable(original)) return unavailable();
        if (isRequestError(original)) return asBadRequest(original);
        return withoutParserEcho(maskError(error, message, isDev));
      },
    },
    context: (initial) => {
      // WebSocket operations arrive with their context already built (live/ws-endpoint.ts).
      if ('viewer' in initial) return {} as Context;
      const { request, req, res, sessionViewer } = initial;
      return buildContext(services, {
        viewer: sessionViewer,
        afterResponse: res ? afterResponseOf(res) : undefined,
        cookieHeader: request.headers.get('cookie'),
        ip: clientAddress(req as Parameters<typeof clientAddress>[0]),
        secure: req?.headers && options.site ? options.site.isSecure({ headers: req.headers, socket: req.socket }) : request.url.startsWith('https:'),
        request,
      });
    },
    plugins: [
      useBodyLimit(MAX_BODY_BYTES),
      useCookies() as Plugin,
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      EnvelopArmorPlugin({
        // Depth counts fields, not fragment spreads: the client's user query
        // reaches prayerSettings.params.seasonal.fajr through two fragments.
        maxDepth: { n: 6, flattenFragments: true },
        // __typename counts too: graphql-armor lets it through by default, so any number
        // of `a1: __typename` aliases passed (issue 28). The client never aliases it.
        maxAliases: { n: 15, allowList: [] },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        // Replaced by useHiddenSuggestions, which also masks graphql-js's enum hints.
        blockFieldSuggestion: { enabled: false },
      }),
      useOneMonthPerOperation(),
      ...(services.isProduction ? [useHiddenSuggestions()] : []),
      // Each validated query and mutation is compiled once into a JavaScript function
      // (graphql-jit) instead of being interpreted field by field on every request (issue 16).
      // Not subscriptions: graphql-jit 0.8 hands a subscribe resolver the operation's
      // variables instead of the field's arguments (`postCounts(postIds: $ids)` received
      // {ids}); tests/server/live-fanout.test.ts caught it.
      useGraphQlJit({}, { enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation !== 'subscription' }),
    ],
  });
}

/**
 * An error in the request itself, found before any resolver ran: a variable of the wrong
 * type (graphql-jit's own error, without `extensions`) or another operation-level check of
 * graphql-js. Yoga's own request errors carry their HTTP status already and are left alone.
 */
function isRequestError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && !error.path && !error.originalError && !error.extensions?.http;
}

/**
 * The client's mistake is a 400 with graphql's message (issue 40 item 9: a variable of
 * the wrong type was a 500 with a stack in the log). graphql-jit's error cannot be edited
 * (its `extensions` is read-only), so the answer is a new error.
 */
const asBadRequest = (error: GraphQLError) => new AppError('BAD_USER_INPUT', error.message, { http: { status: 400 } });

/**
 * Yoga's request parser puts JSON.parse's message into `extensions.originalError`, and
 * that message quotes the body it could not parse (issue 28): the answer keeps Yoga's
 * own 'POST body sent invalid JSON.' and its 400, without the echo. Edited in place (the
 * error is this request's own): a new object would make Yoga log it as an incident.
 */
function withoutParserEcho(error: Error): Error {
  // `extensions` is undefined on some of Yoga's own request errors (a variable of the wrong
  // type): reading its code threw, and the answer became a 500 (issue 40 item 9).
  if (error instanceof GraphQLError && error.extensions?.code === 'BAD_REQUEST') {
    delete (error.extensions as Record<string, unknown>).originalError;
  }
  return error;
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
