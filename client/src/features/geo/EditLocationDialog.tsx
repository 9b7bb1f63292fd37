// Home's Edit Location dialog: no skip button, and the chosen place is saved. After 'Use
// Current Location' it offers to keep the new place as a saved one (keepPlaceToast.tsx).
import '../../styles/screens.ts';
import { useApolloClient } from '@apollo/client/react';
import { LocationDialog } from './LocationDialog.tsx';
import { useUpdateLocation } from './useUpdateLocation.ts';
import { toastKeepPlace } from './keepPlaceToast.tsx';
import { PlacesQuery } from '../../entities/places/placesOperations.ts';
import { usePlaceActions } from '../../entities/places/usePlaceActions.ts';
import { sameSpot } from '../../entities/places/sameSpot.ts';
import type { UserLocation } from '../../entities/users/appUser.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function EditLocationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const client = useApolloClient();
  const actions = usePlaceActions();
  const updateLocation = useUpdateLocation();
  const set = async (location: UserLocation, current: boolean) => {
    const places = client.readQuery({ query: PlacesQuery })?.me?.places ?? [];
    const before = places.find((place) => place.active);
    if (!(await updateLocation(location))) return;
    // The PATCH moved the active place: the menu and the travel card read it again.
    await client.refetchQueries({ include: [PlacesQuery] }).catch(() => undefined);
    if (!current || !before || sameSpot(before.location, location) || places.length >= 10) return;
    toastKeepPlace(location.name, before.label, async () => {
      const ok = await actions.add(before.label, before.location);
      if (!ok || !before.home) return ok;
      const kept = client.readQuery({ query: PlacesQuery })?.me?.places.find((place) => !place.active && place.label === before.label && sameSpot(place.location, before.location));
      return kept ? actions.makeHome(kept.id) : ok;
    });
  };
  return (
    <LocationDialog
      opened={opened}
      onClose={onClose}
      onLocationSet={(location, how) => void set(location, how?.current ?? false)}
      title={t('location.editTitle')}
      description={t('location.editDescription')}
    />
  );
}
