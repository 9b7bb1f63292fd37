// The place of a new mosque: the server's city search (decisions.md 12), as the
// location dialog uses it; a result gives coordinates, zone and country. When the
// search fails (the place service down, or offline), the cities the app knows
// offline that match stand in, as Home's location dialog does, and the screen says
// so; with none matching either, it says the search failed (issue 42 item 10).
import { useLazyQuery } from '@apollo/client/react';
import { OFFLINE_CITIES } from '@prayer-companion/engine/offlineCities';
import { graphql } from '../../gql/gql.ts';
import type { MosquePlaceSearchQuery as MosquePlaceSearchData } from '../../gql/graphql.ts';

export const MosquePlaceSearchQuery = graphql(`
  query MosquePlaceSearch($text: String!, $language: String) {
    placeSearch(text: $text, language: $language) {
      city
      admin1
      country
      country_code
      latitude
      longitude
      timezone
    }
  }
`);

type Found = MosquePlaceSearchData['placeSearch'][number];

const OFFLINE_LIMIT = 7;

function offlineMatches(text: string): Found[] {
  const q = text.trim().toLowerCase();
  return OFFLINE_CITIES.filter((c) => [c.city, c.country, c.admin1].some((field) => field.toLowerCase().includes(q)))
    .slice(0, OFFLINE_LIMIT)
    .map((c) => ({ __typename: 'PlaceResult' as const, city: c.city, admin1: c.admin1, country: c.country, country_code: c.country_code, latitude: c.lat, longitude: c.lon, timezone: c.timezone }));
}

export function useCitySearch() {
  const [search, { data, loading, error, variables }] = useLazyQuery(MosquePlaceSearchQuery);
  const fallback = error && variables?.text ? offlineMatches(variables.text) : [];
  return {
    search: (text: string, language: string) => search({ variables: { text, language } }).catch(() => undefined),
    results: error ? fallback : (data?.placeSearch ?? []),
    loading,
    /** 'offline': the search failed and the offline list answers; 'failed': nothing answers. */
    status: !error ? ('ok' as const) : fallback.length ? ('offline' as const) : ('failed' as const),
  };
}
