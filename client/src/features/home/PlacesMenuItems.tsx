// The saved places in the header's place menu (issue 43): a tap on one makes it the active
// place (Home recomputes in place, no reload); 'Add this place' keeps the current location
// as a place under its city's name; 'Manage places' opens the list to make home or delete.
// Loaded with the Apollo Client (lazyWithClient), so the first paint carries none of it.
import { Menu } from '@mantine/core';
import { IconCheck, IconHome, IconMapPinPlus, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import type { UserLocation } from '../../entities/user/appUser.ts';
import { PlacesQuery } from '../../entities/places/placesOperations.ts';
import { usePlaceActions } from '../../entities/places/usePlaceActions.ts';
import { sameSpot } from '../../entities/places/sameSpot.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface PlacesMenuItemsProps {
  location: UserLocation;
  onManage: () => void;
}

export default function PlacesMenuItems({ location, onManage }: PlacesMenuItemsProps) {
  'use memo';
  const t = useT();
  const { data } = useQuery(PlacesQuery);
  const actions = usePlaceActions();
  const places = data?.me?.places ?? [];
  const saved = places.some((place) => sameSpot(place.location, location));
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
      {data && !saved && (
        <Menu.Item leftSection={<IconMapPinPlus size={16} aria-hidden />} data-testid="place-add-this" onClick={() => void actions.add(location.city.slice(0, 40) || location.name.slice(0, 40), location)}>
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
