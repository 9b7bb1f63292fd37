// The user's saved places and travel status (issue 43): one query for the header's menu,
// Manage places and Home's travel card, and the mutations that change them. Every change
// refetches the query, and a switch also the user's location, so Home recomputes in place.
import { graphql } from '../../gql/gql.ts';

export const PlacesQuery = graphql(`
  query UserPlaces {
    me {
      id
      location {
        ...LocationFields
      }
      places {
        id
        label
        home
        active
        stayDays
        location {
          ...LocationFields
        }
      }
      travel {
        travelling
        resident
        distanceKm
        thresholdKm
        residenceDays
        school
        qasr
        combine {
          allowed
          pairs {
            prayers
            from
            until
          }
        }
        settings {
          distanceKm
          school
          stayDays
        }
      }
    }
  }
`);

export const ActivatePlaceMutation = graphql(`
  mutation ActivatePlace($id: ID!) {
    activatePlace(id: $id) {
      id
      active
    }
  }
`);

export const AddPlaceMutation = graphql(`
  mutation AddPlace($input: PlaceInput!) {
    addPlace(input: $input) {
      id
    }
  }
`);

export const DeletePlaceMutation = graphql(`
  mutation DeletePlace($id: ID!) {
    deletePlace(id: $id)
  }
`);

export const SetHomePlaceMutation = graphql(`
  mutation SetHomePlace($id: ID!) {
    setHomePlace(id: $id) {
      id
      home
    }
  }
`);

export const UpdateTravelSettingsMutation = graphql(`
  mutation UpdateTravelSettings($input: TravelSettingsInput!) {
    updateTravelSettings(input: $input) {
      travelling
    }
  }
`);
