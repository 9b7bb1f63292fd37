// The fields of a user, a saved place and prayer settings, written once for both sides
// (issue 41 item 4): the client's operations spread these fragments (codegen reads them
// from here, codegen.ts), and the REST routes ask for exactly these fields
// (server/http/rest/fields.ts), so the cached `me` and a REST user always carry the same.

/** A saved place: the one shape of a location everywhere the client keeps one. */
export const LOCATION_FIELDS = /* GraphQL */ `
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
`;

/** Every stored prayer-settings field, asked for by each operation that returns the user's settings. */
export const PRAYER_SETTINGS_FIELDS = /* GraphQL */ `
  fragment PrayerSettingsFields on PrayerSettings {
    calc_method
    madhab
    high_lat_rule
    offsets {
      fajr
      sunrise
      dhuhr
      asr
      maghrib
      isha
    }
    shafaq
    hijri_adjustment
    imsak_minutes
    params {
      fajr_angle
      isha_angle
      isha_interval
      maghrib_angle
      adjustments {
        fajr
        sunrise
        dhuhr
        asr
        maghrib
        isha
      }
      seasonal {
        fajr
        sunrise
        dhuhr
        asr
        maghrib
        isha
      }
      high_lat_rule
      rounding
      label
      within2_share
      fitted_latitude
      fitted_longitude
    }
  }
`;

/** The user fields every identity operation asks for, so `me` in the cache is complete whichever operation signed this browser in. */
export const USER_FIELDS = /* GraphQL */ `
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
`;
