// The saved places in the header's place menu (issue 43): a tap on one makes it the active
// place (Home recomputes in place, no reload); 'Add this place' shows where location is
// already granted and no saved place is within 5 km of the device: it saves the device's
// place under its city's name and makes it active (docs/decisions.md); 'Manage places'
// opens the list to make home or delete.
// Loaded with the Apollo Client (lazyWithClient), so the first paint carries none of it.
import { Menu } from '@mantine/core';
import { IconCheck, IconHome, IconMapPinPlus, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { PlacesQuery } from '../../entities/places/placesOperations.ts';
import { usePlaceActions } from '../../entities/places/usePlaceActions.ts';
import { useDevicePlace } from '../../entities/places/useDevicePlace.ts';
import { nearestWithin, SAME_PLACE_KM } from '../../entities/places/nearby.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface PlacesMenuItemsProps {
  onManage: () => void;
}

export default function PlacesMenuItems({ onManage }: PlacesMenuItemsProps) {
  'use memo';
  const t = useT();
  const { data } = useQuery(PlacesQuery);
  const actions = usePlaceActions();
  const places = data?.me?.places ?? [];
  const device = useDevicePlace();
  const here = device.position;
  const canAdd = !!data && !!here && places.length < 10 && !nearestWithin(places, here, SAME_PLACE_KM);
  return (
    <>
      {places.length > 0 && <Menu.Label>{t('places.menuLabel')}</Menu.Label>}
      {places.map((place) => (
        <Menu.Item
          key={place.id}
          data-testid={`place-item-${place.id}`}
          data-active={place.active || undefined}
          aria-current={place.active ? 'true' : undefined}
          leftSection={place.active ? <IconCheck size={16} aria-label={t('places.active')} /> : <span style={{ width: 16, display: 'inline-block' }} />}
          rightSection={place.home ? <IconHome size={16} aria-label={t('places.home')} /> : undefined}
          onClick={() => {
            if (!place.active) void actions.activate(place.id);
          }}
        >
          {place.label}
        </Menu.Item>
      ))}
      {canAdd && (
        <Menu.Item leftSection={<IconMapPinPlus size={16} aria-hidden />} data-testid="place-add-this" onClick={() => void device.addHere()}>
          {t('places.addThis')}
        </Menu.Item>
      )}
      {data && (
        <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} data-testid="places-manage" onClick={onManage}>
          {t('places.manage')}
        </Menu.Item>
      )}
    </>
  );
}
