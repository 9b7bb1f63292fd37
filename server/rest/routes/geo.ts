// City search and reverse geocoding (spec sections 5, 7; decisions.md 12). These
// do not touch the database, so they call the geo service directly, not GraphQL.
import { get, type RouteContext } from '../route.ts';
import { RestError, badRequest } from '../errors.ts';
import type { GeoService } from '../../geo/service.ts';
import { UpstreamError } from '../../geo/nominatim.ts';
import { QueueFullError } from '../../geo/throttle.ts';
import type { RateLimiter } from '../../rate-limit.ts';
import { clientAddress } from '../../ops/address.ts';

/** The browser's first language, so place names come back in it; English otherwise. */
function language(ctx: RouteContext<unknown>): string {
  const first = (ctx.req.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(first) ? first : 'en';
}

function coordinate(value: string | null, field: string, limit: number): number {
  const number = value !== null && /^-?\d{1,3}(\.\d{1,12})?$/.test(value) ? Number(value) : NaN;
  if (!(Math.abs(number) <= limit)) throw badRequest(`\`${field}\` must be a number between -${limit} and ${limit}`);
  return number;
}

async function upstream<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof QueueFullError)
      throw new RestError('SERVICE_UNAVAILABLE', 'Place search is busy. Please try again in a moment.', { 'retry-after': '2' });
    if (error instanceof UpstreamError) {
      console.warn(`geo upstream failed: ${error.message}`);
      throw new RestError('BAD_GATEWAY', 'The place service is not available right now');
    }
    throw error;
  }
}

export function geoRoutes(geo: GeoService, limiter: RateLimiter) {
  // Each address gets a fair share of the one-a-second upstream budget.
  const limit = (ctx: RouteContext<unknown>) =>
    limiter.consume(`geo:${clientAddress(ctx.req)}`, 60, 60, 'Too many place searches. Please wait a minute.');
  return [
    get('/api/geo/search', async (ctx) => {
      const q = (ctx.query.get('q') ?? '').trim();
      // eslint-disable-next-line no-control-regex
      if (/\u0000/.test(q) || !q.isWellFormed()) throw badRequest('Text contains invalid characters');
      if ([...q].length < 2) throw badRequest('Please type at least 2 characters');
      if ([...q].length > 100) throw badRequest('Please keep the search under 100 characters');
      await limit(ctx);
      return { body: await upstream(geo.search(q, language(ctx))) };
    }),
    get('/api/geo/reverse', async (ctx) => {
      const lat = coordinate(ctx.query.get('lat'), 'lat', 90);
      const lon = coordinate(ctx.query.get('lon'), 'lon', 180);
      await limit(ctx);
      // Answered from the coordinates alone when the upstream fails (see GeoService.reverse).
      return { body: await geo.reverse(lat, lon, language(ctx)) };
    }),
  ];
}
