// City search and reverse geocoding through the product's server (decisions.md 12):
// answers are cached, identical concurrent questions share one upstream call, and
// upstream calls are spaced by the throttle. The user's coordinates go upstream
// rounded to 4 decimals (about 11 m), which is also the cache's key.
import { LRUCache } from 'lru-cache';
import { createThrottle } from './throttle.ts';
import { callNominatim, UpstreamError } from './nominatim.ts';
import { toCityResults, toReversePlace, type CityResult, type ReversePlace } from './places.ts';
import { offlinePlace } from './offlinePlace.ts';
import { QueueFullError } from './throttle.ts';

export interface GeoOptions {
  baseUrl: string;
  timeoutMs?: number;
  intervalMs?: number;
  maxQueue?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
}

export type GeoService = ReturnType<typeof createGeoService>;

export const SEARCH_LIMIT = 10;

export function createGeoService(options: GeoOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const throttle = createThrottle(options.intervalMs ?? 1000, options.maxQueue ?? 20);
  // Bounded, so a stream of distinct queries cannot grow memory; entries expire after a day.
  const cache = new LRUCache<string, { value: unknown }>({ max: options.cacheEntries ?? 1000, ttl: options.cacheTtlMs ?? 24 * 60 * 60 * 1000 });
  const inFlight = new Map<string, Promise<unknown>>();

  /** Cached, de-duplicated, throttled. Failures are not cached: the next ask retries. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const started = throttle(load)
      .then((value) => {
        cache.set(key, { value });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  return {
    search(query: string, language: string): Promise<CityResult[]> {
      const q = query.trim().replace(/\s+/g, ' ');
      return cached(`search|${language}|${q.toLowerCase()}`, async () => {
        const raw = await callNominatim(
          options.baseUrl,
          'search',
          { q, format: 'jsonv2', limit: String(SEARCH_LIMIT), featuretype: 'city', addressdetails: '1', 'accept-language': language },
          timeoutMs,
        );
        if (!Array.isArray(raw)) throw new UpstreamError('search answer is not a list');
        return toCityResults(raw, SEARCH_LIMIT);
      });
    },
    /**
     * Never fails for valid coordinates: when the upstream is down, busy or knows no
     * place there, the answer still carries the zone and country of the point (named
     * 'Current Location'), so a GPS fix is computed in its own zone with its country's
     * default method (decision 9). Such answers are not cached: the next ask retries.
     */
    async reverse(latitude: number, longitude: number, language: string): Promise<ReversePlace> {
      const lat = latitude.toFixed(4);
      const lon = longitude.toFixed(4);
      try {
        const place = await cached(`reverse|${language}|${lat},${lon}`, async () => {
          const raw = await callNominatim(
            options.baseUrl,
            'reverse',
            { lat, lon, format: 'jsonv2', zoom: '10', addressdetails: '1', 'accept-language': language },
            timeoutMs,
          );
          return toReversePlace(raw, Number(lat), Number(lon));
        });
        return place ?? offlinePlace(Number(lat), Number(lon));
      } catch (error) {
        if (!(error instanceof UpstreamError || error instanceof QueueFullError)) throw error;
        console.warn(`geo upstream failed, answering from the coordinates: ${error.message}`);
        return offlinePlace(Number(lat), Number(lon));
      }
    },
  };
}
