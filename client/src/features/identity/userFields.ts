// The user fields every identity operation asks for, so `me` in the cache is
// complete whichever operation signed this browser in.
import { graphql } from '../../gql/gql.ts';

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    linkId
    isAnonymous
    email
    createdAt
    language
    location {
      id
      name
      city
      country
      country_code
      latitude
      longitude
      timezone
    }
    prayerSettings {
      ...PrayerSettingsFields
    }
  }
`);
