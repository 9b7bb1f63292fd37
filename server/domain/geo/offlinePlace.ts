// What the server knows about a point without the geocoder: its time zone
// (@photostructure/tz-lookup) and its country (@rapideditor/country-coder, the
// country borders shipped in the package, no network and no install script).
// A GPS fix is then still computed in the place's own zone and with its
// country's default method when the upstream is down or knows no place there.
import { feature } from '@rapideditor/country-coder';
import { timeZoneAt, type ReversePlace } from './places.ts';

/** The spec's name for a fix that could not be named. */
export const UNNAMED_CITY = 'Current Location';

export function countryAt(lat: number, lon: number): { country: string; country_code: string } {
  // country-coder takes [longitude, latitude]. Level 'territory' keeps places such as
  // Puerto Rico or Greenland under their own ISO code, as Nominatim gives them; but
  // alone it answers features with no ISO code (England, Java, 'Contiguous United
  // States'), so `withProp` climbs to the first level that has an alpha-2 code
  // (United Kingdom, Indonesia, United States: issue 42 item 4).
  const found = feature([lon, lat], { level: 'territory', withProp: 'iso1A2' });
  const code = found?.properties.iso1A2;
  if (!found || !code || !/^[A-Z]{2}$/.test(code)) return { country: 'Unknown', country_code: 'UN' };
  return { country: found.properties.nameEn, country_code: code };
}

export function offlinePlace(lat: number, lon: number): ReversePlace {
  return { city: UNNAMED_CITY, ...countryAt(lat, lon), timezone: timeZoneAt(lat, lon), display_name: '' };
}
