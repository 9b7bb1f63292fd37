// The one edge for /api/* (issue 15): the spec's REST API (section 7), the
// calendar feed, reminders and analytics. Most routes execute a GraphQL operation
// in process on the same schema (rest/graphql.ts), so rules live in one place; this file wires the
// route table to the transport: one body reader, one error envelope and status
// mapping, one session look-up per request (shared with the GraphQL it runs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { Services, Viewer } from '../../context.ts';
import type { ServerConfig } from '../../config.ts';
import type { SiteOrigin } from '../../security/public-origin.ts';
import { viewerFromToken } from '../../auth/session.ts';
import { SESSION_COOKIE, readCookie } from '../../auth/cookies.ts';
import { createRouter } from './router.ts';
import { readJsonBody } from './body.ts';
import { createOperationRunner } from './graphql.ts';
import { sendError, sendJson, sendText } from './respond.ts';
import type { RouteContext } from './route.ts';
import { userRoutes } from './routes/users.ts';
import { accountRoutes } from './routes/accounts.ts';
import { prayerRoutes } from './routes/prayers.ts';
import { reflectionRoutes } from './routes/reflections.ts';
import { ummahRoutes } from './routes/ummah.ts';
import { duaRoutes } from './routes/duas.ts';
import { statsRoutes } from './routes/users-online.ts';
import { geoRoutes } from './routes/geo.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { pushRoutes } from './routes/push.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { hijriRoutes } from './routes/hijri.ts';
import { mosqueRoutes } from './routes/mosques.ts';
import { placeRoutes } from './routes/places.ts';
import { accuracyRoutes } from './routes/accuracy.ts';

export function createRestHandler(schema: GraphQLSchema, services: Services, config: ServerConfig, site: SiteOrigin) {
  const operations = createOperationRunner(schema, services, site);
  const find = createRouter([
    ...userRoutes,
    ...accountRoutes,
    ...prayerRoutes,
    ...reflectionRoutes,
    ...ummahRoutes,
    ...duaRoutes,
    ...statsRoutes,
    ...geoRoutes(services.geo, services.limiter),
    ...calendarRoutes(services, config, site),
    ...pushRoutes,
    ...mosqueRoutes(site),
    ...analyticsRoutes(services, config),
    ...placeRoutes,
    ...ledgerRoutes,
    ...hijriRoutes(services, config),
    ...accuracyRoutes,
  ]);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const setCookies: string[] = [];
    try {
      const url = new URL(`http://localhost${req.url ?? '/'}`);
      const { route, params } = find(req.method ?? 'GET', url.pathname);
      // Payloads are checked before GraphQL runs: a malformed request changes nothing.
      const body = route.body ? route.body(await readJsonBody(req), '') : undefined;
      // One session look-up per request, made when first needed, shared by the route's
      // own checks and every GraphQL operation it runs.
      let viewer: Promise<Viewer | null> | undefined;
      const lookUp = () => (viewer ??= viewerFromToken(services.prisma, readCookie(req.headers.cookie, SESSION_COOKIE)));
      const ctx: RouteContext<unknown> = {
        param: (name) => params[name] ?? '',
        query: url.searchParams,
        body,
        gql: operations(req, res, setCookies, lookUp),
        viewerId: () => lookUp().then((v) => v?.userId ?? null),
        req,
      };
      const reply = await route.handle(ctx);
      if (setCookies.length) res.setHeader('set-cookie', setCookies);
      if (reply.text !== undefined) sendText(res, reply.status ?? 200, reply.text, reply.headers);
      else sendJson(res, reply.status ?? 200, reply.body, reply.headers);
    } catch (error) {
      if (setCookies.length) res.setHeader('set-cookie', setCookies);
      sendError(res, error);
    }
  };
}
