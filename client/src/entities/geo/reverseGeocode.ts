// Names a GPS fix through the product's server (decision 12: coordinates never
// go to a third party from the browser), with GraphQL placeName typed from the
// schema. Failure names it 'Current Location'.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/gql.ts';

export interface ReversePlace {
  city: string;
  country: string;
  country_code: string;
  timezone?: string;
}

const PlaceNameQuery = graphql(`
  query PlaceName($latitude: Float!, $longitude: Float!, $language: String) {
    placeName(latitude: $latitude, longitude: $longitude, language: $language) { city country country_code timezone }
  }
`);

const UNKNOWN: ReversePlace = { city: 'Current Location', country: 'Unknown', country_code: 'UN' };

export async function reverseGeocode(client: ApolloClient, latitude: number, longitude: number, language: string): Promise<ReversePlace> {
  try {
    const { data } = await client.query({
      query: PlaceNameQuery,
      variables: { latitude, longitude, language },
      fetchPolicy: 'no-cache',
    });
    if (!data) return UNKNOWN;
    const place = data.placeName;
    return { city: place.city, country: place.country, country_code: place.country_code, timezone: place.timezone || undefined };
  } catch {
    return UNKNOWN;
  }
}
