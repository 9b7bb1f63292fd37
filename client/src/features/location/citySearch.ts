// City search of spec section 5: the offline list first (max 7), then the
// server's results (max 10, decision 12), same city+country only once.
import { OFFLINE_CITIES } from './offlineCities.ts';

export interface CityResult {
  city: string;
  country: string;
  country_code: string;
  lat: number;
  lon: number;
  admin1?: string;
  timezone?: string;
}

export const MIN_QUERY_LENGTH = 2;
const OFFLINE_LIMIT = 7;
const ONLINE_LIMIT = 10;

export function searchOfflineCities(query: string): CityResult[] {
  const q = query.trim().toLowerCase();
  if (q.length < MIN_QUERY_LENGTH) return [];
  return OFFLINE_CITIES.filter((c) =>
    [c.city, c.country, c.admin1].some((field) => field.toLowerCase().includes(q)),
  ).slice(0, OFFLINE_LIMIT);
}

function isCityResult(value: unknown): value is CityResult {
  const v = value as Partial<CityResult> | null;
  return (
    typeof v?.city === 'string' &&
    typeof v.country === 'string' &&
    typeof v.lat === 'number' &&
    typeof v.lon === 'number'
  );
}

/** The server's search; throws on any failure so the caller keeps the offline list. */
export async function searchOnlineCities(query: string, signal?: AbortSignal): Promise<CityResult[]> {
  const response = await fetch(`/api/geo/search?q=${encodeURIComponent(query.trim())}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('city search returned no list');
  return body
    .filter(isCityResult)
    .map((c) => ({ ...c, country_code: (c.country_code || 'UN').toUpperCase() }))
    .slice(0, ONLINE_LIMIT);
}

const key = (c: CityResult) => `${c.city.trim().toLowerCase()}|${c.country.trim().toLowerCase()}`;

export function mergeResults(offline: CityResult[], online: CityResult[]): CityResult[] {
  const seen = new Set<string>();
  return [...offline, ...online].filter((c) => {
    if (seen.has(key(c))) return false;
    seen.add(key(c));
    return true;
  });
}
