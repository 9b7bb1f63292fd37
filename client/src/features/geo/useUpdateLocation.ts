// Saves a new location to the profile. The spec's page reload is not done: the
// mutation's answer updates the user in Apollo's cache, so Home recomputes the
// times at once, and the dialog's 'Location Set Successfully' toast stays in view
// (a reload wiped it). A failure replaces that toast with the spec's error. Saves go one
// after another (below).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { isUnreachable } from '../../shared/apollo/errorCode.ts';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { readCachedUser, writeCachedUser } from '../../entities/users/userCache.ts';
import { locationInput } from '../../entities/users/locationInput.ts';
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

// One save at a time, in the order the places were picked: two picks in quick succession
// sent side by side could be stored in the other order (the first one's request still on
// its way), leaving the server on the first place while the screen shows the second, and
// the server would then judge ticks against the wrong place's times.
let lastSave: Promise<unknown> = Promise.resolve();

export function useUpdateLocation() {
  // A refused or unsent place is told by its toast (shared/apollo/failureToastLink.ts).
  const failureToast = { title: (error: unknown) => t(isUnreachable(error) ? 'location.networkError' : 'location.updateFailed') };
  const [mutate] = useMutation(UpdateLocationMutation, { context: { failureToast } });
  return async (location: UserLocation): Promise<boolean> => {
    const previous = lastSave;
    const save = previous.then(() => mutate({ variables: { location: locationInput(location) } }));
    lastSave = save.catch(() => undefined);
    try {
      const { data } = await save;
      // The next visit renders from the stored user first: it must hold the new
      // place, as the server stored it (with the elevation it estimated).
      const cached = readCachedUser();
      if (cached) writeCachedUser({ ...cached, location: data?.updateProfile.location ?? location });
      return true;
    } catch {
      return false; // told by the toast
    }
  };
}
