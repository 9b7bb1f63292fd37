// The mosque operations (issue 33): the public mosque with everything its page,
// Home's card and the prayer-hall screen show, its live updates, following,
// creating, and the admin link's writes.
import { graphql } from '../../gql/gql.ts';

export const MosqueFieldsFragment = graphql(`
  fragment MosqueFields on Mosque {
    slug
    name
    city
    countryCode
    latitude
    longitude
    timezone
    language
    jumuah
    updatedAt
    reportAnswer
    unclaimed
    attribution
    prayerSettings {
      ...PrayerSettingsFields
    }
    timetable {
      date
      fajr
      sunrise
      dhuhr
      asr
      maghrib
      isha
    }
    iqamaRules {
      prayer
      fixed
      after
      roundUp5
      from
      to
    }
    eid {
      date
      time
    }
    announcements {
      id
      text
      startsAt
      expiresAt
    }
    screen {
      adhanMinutes
      prayerMinutes
      adhkarMinutes
      jumuahMinutes
      standbyAfterIsha
      standbyBeforeFajr
      standby
      orientation
      largeFont
      highContrast
      flash
      flashAt
    }
  }
`);

export const MosqueQuery = graphql(`
  query Mosque($slug: String!) {
    mosque(slug: $slug) {
      ...MosqueFields
    }
  }
`);

export const MosqueUpdatedSubscription = graphql(`
  subscription MosqueUpdated($slug: String!) {
    mosqueUpdated(slug: $slug) {
      ...MosqueFields
    }
  }
`);

export const FollowedMosqueQuery = graphql(`
  query FollowedMosque {
    followedMosque {
      notify
      iqamaReminder
      mosque {
        ...MosqueFields
      }
    }
  }
`);

export const FollowMosqueMutation = graphql(`
  mutation FollowMosque($slug: String!, $notify: Boolean, $iqamaReminder: Int) {
    followMosque(slug: $slug, notify: $notify, iqamaReminder: $iqamaReminder) {
      notify
      iqamaReminder
      mosque {
        ...MosqueFields
      }
    }
  }
`);

export const UnfollowMosqueMutation = graphql(`
  mutation UnfollowMosque {
    unfollowMosque
  }
`);

export const ReportMosqueMutation = graphql(`
  mutation ReportMosque($slug: String!, $reason: String!) {
    reportMosque(slug: $slug, reason: $reason)
  }
`);

export const ClaimMosqueMutation = graphql(`
  mutation ClaimMosque($slug: String!) {
    claimMosque(slug: $slug) {
      status
    }
  }
`);

export const RedeemMosqueClaimMutation = graphql(`
  mutation RedeemMosqueClaim($token: String!) {
    redeemMosqueClaim(token: $token) {
      slug
      adminPath
      mosque {
        name
      }
    }
  }
`);

export const CreateMosqueMutation = graphql(`
  mutation CreateMosque($input: CreateMosqueInput!) {
    createMosque(input: $input) {
      slug
      adminToken
      adminPath
    }
  }
`);

export const MosqueAdminQuery = graphql(`
  query MosqueAdmin($slug: String!, $adminToken: String!) {
    mosqueAdmin(slug: $slug, adminToken: $adminToken) {
      hidden
      reports {
        reason
        createdAt
      }
      mosque {
        ...MosqueFields
      }
    }
  }
`);

export const SetMosqueIqamaMutation = graphql(`
  mutation SetMosqueIqama($slug: String!, $adminToken: String!, $changes: [IqamaChangeInput!]!) {
    setMosqueIqama(slug: $slug, adminToken: $adminToken, changes: $changes) {
      ...MosqueFields
    }
  }
`);

export const UpdateMosqueMutation = graphql(`
  mutation UpdateMosque($slug: String!, $adminToken: String!, $input: UpdateMosqueInput!) {
    updateMosque(slug: $slug, adminToken: $adminToken, input: $input) {
      ...MosqueFields
    }
  }
`);

export const AddAnnouncementMutation = graphql(`
  mutation AddMosqueAnnouncement($slug: String!, $adminToken: String!, $text: String!, $startsAt: DateTime, $expiresAt: DateTime) {
    addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, startsAt: $startsAt, expiresAt: $expiresAt) {
      ...MosqueFields
    }
  }
`);

export const SetMosqueFlashMutation = graphql(`
  mutation SetMosqueFlash($slug: String!, $adminToken: String!, $text: String!) {
    setMosqueFlash(slug: $slug, adminToken: $adminToken, text: $text) {
      ...MosqueFields
    }
  }
`);

export const RemoveAnnouncementMutation = graphql(`
  mutation RemoveMosqueAnnouncement($slug: String!, $adminToken: String!, $id: ID!) {
    removeMosqueAnnouncement(slug: $slug, adminToken: $adminToken, id: $id) {
      ...MosqueFields
    }
  }
`);

export const ReplaceAdminTokenMutation = graphql(`
  mutation ReplaceMosqueAdminToken($slug: String!, $adminToken: String!) {
    replaceMosqueAdminToken(slug: $slug, adminToken: $adminToken) {
      slug
      adminToken
      adminPath
    }
  }
`);

export const AnswerReportsMutation = graphql(`
  mutation AnswerMosqueReports($slug: String!, $adminToken: String!, $answer: String!) {
    answerMosqueReports(slug: $slug, adminToken: $adminToken, answer: $answer) {
      ...MosqueFields
    }
  }
`);

export const MapTileUrlQuery = graphql(`
  query MapTileUrl {
    mapTileUrl
  }
`);

/** The zone, country and city at a pin, named by the server (decision 12: no third party from the browser). */
export const PinPlaceQuery = graphql(`
  query MosquePinPlace($latitude: Float!, $longitude: Float!, $language: String) {
    placeName(latitude: $latitude, longitude: $longitude, language: $language) {
      city
      country
      country_code
      timezone
    }
  }
`);
