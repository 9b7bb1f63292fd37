// The analytics routes (issue 7), routed by server/app.ts before the generic /api/
// REST adapter: POST /api/events takes batches (also as text/plain from
// sendBeacon, which the REST adapter's JSON-only body reader would refuse), and
// GET /api/analytics/config tells the client whether PostHog is configured.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import type { ServerConfig } from '../config.ts';
import { analyticsClientConfig } from './clientConfig.ts';
import { toEnvelope } from './errors.ts';
import { replyJson } from './reply.ts';
import { storeEvents } from './storeEvents.ts';

export const EVENTS_PATH = '/api/events';
export const CONFIG_PATH = '/api/analytics/config';

export function isAnalyticsPath(path: string): boolean {
  return path === EVENTS_PATH || path === CONFIG_PATH;
}

function methodNotAllowed(res: ServerResponse, allow: string) {
  replyJson(res, 405, { error: { code: 'METHOD_NOT_ALLOWED', message: `Use ${allow}` } }, { allow });
}

export function createAnalyticsHandler(services: Services, config: ServerConfig) {
  const clientConfig = analyticsClientConfig(config);
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (path === CONFIG_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET');
      return replyJson(res, 200, clientConfig);
    }
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
    try {
      const accepted = await storeEvents(req, services, config.eventsRateLimit);
      replyJson(res, 202, { accepted });
    } catch (error) {
      const { status, body } = toEnvelope(error);
      replyJson(res, status, body);
    }
  };
}
