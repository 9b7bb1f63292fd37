// A Location (spec section 3) from a picked city or a GPS fix.
import { MAX_ELEVATION, MIN_ELEVATION } from '@prayer-companion/engine';
import { deviceTimeZone } from '../../shared/time/deviceTimeZone.ts';
import type { UserLocation } from '../users/appUser.ts';

function validZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface PlaceFields {
  city: string;
  country: string;
  country_code?: string;
  latitude: number;
  longitude: number;
  /** The place's zone (offline list, or the server's answer); else the device's. */
  timezone?: string;
  /** A GPS fix's altitude, metres (GeolocationCoordinates.altitude: null where the device has none). */
  elevation?: number | null;
}

/** Whole metres when the figure is usable, else nothing (a city picked by name has none). */
export function usableElevation(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_ELEVATION && value <= MAX_ELEVATION
    ? Math.round(value)
    : undefined;
}

export function buildLocation({ city, country, country_code, latitude, longitude, timezone, elevation }: PlaceFields): UserLocation {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error('invalid coordinates');
  const metres = usableElevation(elevation);
  const code = /^[A-Za-z]{2}$/.test(country_code ?? '') ? (country_code as string).toUpperCase() : 'UN';
  return {
    id: `${latitude.toFixed(4)}-${longitude.toFixed(4)}`,
    name: `${city}, ${country}`,
    city,
    country,
    country_code: code,
    latitude,
    longitude,
    timezone: validZone(timezone) ? timezone : deviceTimeZone(),
    ...(metres === undefined ? {} : { elevation: metres }),
  };
}
