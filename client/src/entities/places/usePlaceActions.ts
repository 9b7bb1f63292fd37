// The place changes the header's menu and Manage places offer. Each refetches the places
// query (and with it the user's location), so a switch recomputes Home's times in place:
// the identity gate follows `me` in Apollo's cache. A refusal is told by a toast with the
// server's message (shared/apollo/failureToastLink.ts).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { serverMessageOr } from '../../shared/apollo/serverMessage.ts';
import { t } from '../../shared/i18n/i18n.ts';
import type { UserLocation } from '../users/appUser.ts';
import { locationInput } from '../users/locationInput.ts';
import { readCachedUser, writeCachedUser } from '../users/userCache.ts';
import { ActivatePlaceMutation, AddPlaceMutation, DeletePlaceMutation, PlacesQuery, SetHomePlaceMutation } from './placesOperations.ts';

const refetch = { refetchQueries: [PlacesQuery], awaitRefetchQueries: true };
const context = { failureToast: { title: () => t('places.failed'), message: serverMessageOr(t('places.tryAgain')) } };

export function usePlaceActions() {
  const client = useApolloClient();
  const [activate] = useMutation(ActivatePlaceMutation, { ...refetch, context });
  const [add] = useMutation(AddPlaceMutation, { ...refetch, context });
  const [remove] = useMutation(DeletePlaceMutation, { ...refetch, context });
  const [makeHome] = useMutation(SetHomePlaceMutation, { ...refetch, context });
  // The next visit renders from the stored user first: it must hold the active place.
  const keepLocation = () => {
    const location = client.readQuery({ query: PlacesQuery })?.me?.location;
    const cached = readCachedUser();
    if (cached && location) writeCachedUser({ ...cached, location });
  };
  const settle = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      keepLocation();
      return true;
    } catch {
      return false; // told by the toast
    }
  };
  return {
    activate: (id: string) => settle(() => activate({ variables: { id } })),
    add: (label: string, location: UserLocation) => settle(() => add({ variables: { input: { label, location: locationInput(location) } } })),
    /** Saves a place and makes it the active one (the position offer, 'Add this place'). */
    addAndActivate: (label: string, location: UserLocation) =>
      settle(async () => {
        const { data } = await add({ variables: { input: { label, location: locationInput(location) } } });
        if (data) await activate({ variables: { id: data.addPlace.id } });
      }),
    remove: (id: string) => settle(() => remove({ variables: { id } })),
    makeHome: (id: string) => settle(() => makeHome({ variables: { id } })),
  };
}
