// Turns Nominatim answers into the shapes the client's location dialog uses
// (spec sections 3, 7). The time zone comes from the coordinates (decisions.md 9).
import tzlookup from '@photostructure/tz-lookup';
import type { NominatimPlace } from './nominatim.ts';
import { oneLine } from '../text/one-line.ts';
import type { OfflineCity } from '@prayer-companion/engine/offlineCities';

/** A search hit has the offline list's shape (the dialog shows both alike), without its elevation. */
export type CityResult = Omit<OfflineCity, 'elevation'>;

export interface ReversePlace {
  city: string;
  country: string;
  country_code: string;
  timezone: string;
  display_name: string;
}

/** The spec's order of preference for a place's name in an address. */
const CITY_KEYS = [
  'city', 'town', 'village', 'municipality', 'suburb', 'district', 'county', 'state_district', 'state', 'region',
] as const;
const ADMIN1_KEYS = ['state', 'region', 'province', 'state_district', 'county'] as const;

/** Upstream text as one line: control characters (a CR/LF would reach the calendar feed) become spaces. */
function text(value: unknown): string {
  return typeof value === 'string' ? oneLine(value) : '';
}

function firstOf(address: Record<string, unknown> | undefined, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(address?.[key]);
    if (value) return value;
  }
  return '';
}

function countryCode(address: Record<string, unknown> | undefined): string {
  const code = text(address?.country_code).toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : 'UN';
}

export function timeZoneAt(lat: number, lon: number): string {
  try {
    return tzlookup(lat, lon);
  } catch {
    return 'UTC';
  }
}

function coordinates(place: NominatimPlace): [number, number] | null {
  const lat = Number(place.lat);
  const lon = Number(place.lon);
  const valid = Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  return valid ? [lat, lon] : null;
}

/** At most `limit` cities, dropping repeats of the same city and country. */
export function toCityResults(raw: unknown, limit: number): CityResult[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: CityResult[] = [];
  for (const place of raw as NominatimPlace[]) {
    const at = place && typeof place === 'object' ? coordinates(place) : null;
    if (!at) continue;
    const city = text(place.name) || firstOf(place.address, CITY_KEYS);
    const country = text(place.address?.country);
    if (!city) continue;
    const key = `${city.toLowerCase()}|${country.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [lat, lon] = at;
    const admin1 = firstOf(place.address, ADMIN1_KEYS);
    out.push({ city, admin1, country, country_code: countryCode(place.address), lat, lon, timezone: timeZoneAt(lat, lon) });
    if (out.length === limit) break;
  }
  return out;
}

/** null when the service knows no place there (open sea, for instance). */
export function toReversePlace(raw: unknown, lat: number, lon: number): ReversePlace | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const place = raw as NominatimPlace;
  if (place.error || !place.address) return null;
  return {
    city: firstOf(place.address, CITY_KEYS) || 'Current Location',
    country: text(place.address.country) || 'Unknown',
    country_code: countryCode(place.address),
    // The zone of the point asked about: that is where the prayers are.
    timezone: timeZoneAt(lat, lon),
    display_name: text(place.display_name),
  };
}
