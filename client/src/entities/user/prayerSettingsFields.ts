// Every stored prayer-settings field, asked for by each operation that returns
// the user's settings, so the cached `me` always carries all of them.
import { graphql } from '../../gql/gql.ts';

export const PrayerSettingsFieldsFragment = graphql(`
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
`);
