// The device's place where location is already granted (grantedPosition.ts), and the one
// action on it: name it through the server (as 'Use Current Location' does), save it as a
// place under its city's name and make it the active one.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { buildLocation } from '../geo/buildLocation.ts';
import { reverseGeocode } from '../geo/reverseGeocode.ts';
import { useLanguage } from '../../shared/i18n/useT.ts';
import { grantedPosition, type DevicePosition } from './grantedPosition.ts';
import { usePlaceActions } from './usePlaceActions.ts';

export function useDevicePlace() {
  const client = useApolloClient();
  const language = useLanguage();
  const actions = usePlaceActions();
  const [position, setPosition] = useState<DevicePosition | null>(null);
  useEffect(() => {
    let live = true;
    void grantedPosition().then((found) => live && setPosition(found));
    return () => {
      live = false;
    };
  }, []);
  const addHere = async (): Promise<boolean> => {
    if (!position) return false;
    const { latitude, longitude, altitude } = position;
    const place = await reverseGeocode(client, latitude, longitude, language);
    const location = buildLocation({ ...place, latitude, longitude, elevation: altitude });
    return actions.addAndActivate(place.city.trim().slice(0, 40) || location.name.slice(0, 40), location);
  };
  return { position, addHere };
}
