// City search and reverse geocoding (spec sections 5, 7; decisions.md 12). These
// do not touch the database, so they call the geo service directly, not GraphQL;
// the checks, messages and rate budget are the GraphQL fields' (geo/requests.ts).
import { get, type RouteContext } from '../route.ts';
import { RestError } from '../errors.ts';
import type { GeoService } from '../../../domain/geo/service.ts';
import { AppError } from '../../../errors.ts';
import { askUpstream, checkCoordinate, checkSearchText, consumeGeoBudget, placeLanguage } from '../../../domain/geo/requests.ts';
import type { RateLimiter } from '../../../security/rate-limit.ts';
import { clientAddress } from '../../../ops/address.ts';

/** A query parameter as a plain decimal number (no exponents, no hex), then its range (NaN fails it). */
function coordinate(value: string | null, field: string, limit: number): number {
  const number = value !== null && /^-?\d{1,3}(\.\d{1,12})?$/.test(value) ? Number(value) : NaN;
  return checkCoordinate(number, field, limit);
}

/** REST keeps its own code for a full queue, with the wait in Retry-After. */
async function upstream<T>(work: Promise<T>): Promise<T> {
  try {
    return await askUpstream(work);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAVAILABLE') throw new RestError('SERVICE_UNAVAILABLE', error.message, { 'retry-after': '2' });
    throw error;
  }
}

export function geoRoutes(geo: GeoService, limiter: RateLimiter) {
  const limit = (ctx: RouteContext<unknown>) => consumeGeoBudget(limiter, clientAddress(ctx.req));
  const language = (ctx: RouteContext<unknown>) => placeLanguage(ctx.req.headers['accept-language']);
  return [
    get('/api/geo/search', async (ctx) => {
      const q = checkSearchText(ctx.query.get('q') ?? '');
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
