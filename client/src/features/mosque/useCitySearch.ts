// The place of a new mosque: the server's city search (decisions.md 12), as the
// location dialog uses it; a result gives coordinates, zone and country.
import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';

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

export function useCitySearch() {
  const [search, { data, loading, error }] = useLazyQuery(MosquePlaceSearchQuery);
  return { search: (text: string, language: string) => search({ variables: { text, language } }), results: data?.placeSearch ?? [], loading, error };
}
