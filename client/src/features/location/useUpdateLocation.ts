// Saves a new location to the profile; success reloads the page (spec 4) and
// the 'Location Updated' toast shows after the reload.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { isUnreachable } from '../../shared/apollo/errorCode.ts';
import type { UserLocation } from '../../shared/user/appUser.ts';
import { showToast, showToastAfterReload } from '../../shared/ui/toast.ts';
import { readCachedUser, writeCachedUser } from '../../shared/user/userCache.ts';

const UpdateLocationMutation = graphql(`
  mutation UpdateLocation($location: LocationInput!) {
    updateProfile(input: { location: $location }) {
      id
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
    }
  }
`);

export function useUpdateLocation() {
  const [mutate] = useMutation(UpdateLocationMutation);
  return async (location: UserLocation): Promise<void> => {
    const { id, name, city, country, country_code, latitude, longitude, timezone } = location;
    try {
      await mutate({ variables: { location: { id, name, city, country, country_code, latitude, longitude, timezone } } });
      // The reloaded page renders from the cache first: it must hold the new place.
      const cached = readCachedUser();
      if (cached) writeCachedUser({ ...cached, location });
      showToastAfterReload({ title: 'Location Updated', message: `Prayer times updated for ${name}` });
      window.location.reload();
    } catch (error) {
      console.error('location update failed', error);
      const title = isUnreachable(error) ? 'Network error. Please try again.' : 'Failed to update location. Please try again.';
      showToast({ title, destructive: true });
    }
  };
}
