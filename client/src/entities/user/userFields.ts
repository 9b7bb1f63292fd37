// The user fields every identity operation asks for, so `me` in the cache is
// complete whichever operation signed this browser in.
import { graphql } from '../../gql/gql.ts';

/** A saved place: the one shape of a location everywhere the client keeps one. */
export const LocationFieldsFragment = graphql(`
  fragment LocationFields on Location {
    id
    name
    city
    country
    country_code
    latitude
    longitude
    timezone
    elevation
  }
`);

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    linkId
    isAnonymous
    email
    emailVerified
    createdAt
    language
    location {
      ...LocationFields
    }
    prayerSettings {
      ...PrayerSettingsFields
    }
  }
`);
