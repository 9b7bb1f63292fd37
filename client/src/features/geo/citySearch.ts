// City search of spec section 5: the offline list first (max 7), then the
// server's results (max 10, decision 12), same city+country only once.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';
import { OFFLINE_CITIES } from '@prayer-companion/engine/offlineCities';

const PlaceSearchQuery = graphql(`
  query PlaceSearch($text: String!, $language: String) {
    placeSearch(text: $text, language: $language) { city admin1 country country_code latitude longitude timezone }
  }
`);

export interface CityResult {
  city: string;
  country: string;
  country_code: string;
  lat: number;
  lon: number;
  admin1?: string;
  timezone?: string;
  /** Metres above sea level, where the offline list knows it (buildLocation keeps it). */
  elevation?: number;
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

/**
 * The server's search (GraphQL placeSearch, typed from the schema); throws on any
 * failure so the caller keeps the offline list. Place names come in `language`.
 */
export async function searchOnlineCities(client: ApolloClient, query: string, language: string, signal?: AbortSignal): Promise<CityResult[]> {
  const { data } = await client.query({
    query: PlaceSearchQuery,
    variables: { text: query.trim(), language },
    // Every text is asked once per dialog at most; the server caches the upstream's answers.
    fetchPolicy: 'no-cache',
    context: { fetchOptions: { signal } },
  });
  if (!data) throw new Error('city search returned nothing');
  return data.placeSearch.slice(0, ONLINE_LIMIT).map((c) => ({
    city: c.city,
    country: c.country,
    country_code: (c.country_code || 'UN').toUpperCase(),
    lat: c.latitude,
    lon: c.longitude,
    admin1: c.admin1 || undefined,
    timezone: c.timezone || undefined,
  }));
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
