// Checks for profile input: places and settings are stored only when they make sense.
import { placeElevation } from '../domain/elevation/townElevation.ts';
import { badInput } from '../errors.ts';
import { DEFAULT_IMSAK_MINUTES, MAX_ELEVATION, MAX_IMSAK_MINUTES, MIN_ELEVATION } from '@prayer-companion/engine';
import { checkCleanText, isTimeZone } from '../domain/validation/input-checks.ts';
import { LINE_BREAKING } from '../domain/text/one-line.ts';
import { checkMethodParams, type MethodParamsInputShape } from './method-params-checks.ts';
import { OFFSET_KEYS, type LocationShape, type PrayerSettingsShape } from './profile-types.ts';

function shortText(value: string, field: string, max = 200): string {
  checkCleanText(value, field);
  // A place name is one line: a CR/LF in it reached the calendar feed (issue 28).
  if (LINE_BREAKING.test(value)) throw badInput(`The ${field} must not contain line breaks, tabs or other control characters`, field);
  const text = value.trim();
  if (!text || [...text].length > max) throw badInput(`Please give a valid ${field}`, field);
  return text;
}

export function checkLocation(input: LocationShape): LocationShape {
  const { latitude, longitude } = input;
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90)
    throw badInput('Latitude must be between -90 and 90', 'latitude');
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180)
    throw badInput('Longitude must be between -180 and 180', 'longitude');
  if (!/^[A-Z]{2}$/.test(input.country_code)) throw badInput('Country code must be two capital letters', 'country_code');
  if (!isTimeZone(input.timezone)) throw badInput('Unknown time zone', 'timezone');
  return {
    id: input.id ? shortText(input.id, 'id', 40) : `${latitude.toFixed(4)}-${longitude.toFixed(4)}`,
    name: shortText(input.name, 'name'),
    city: shortText(input.city, 'city'),
    country: shortText(input.country, 'country'),
    country_code: input.country_code,
    latitude,
    longitude,
    timezone: input.timezone,
    // Absent: not given (a city picked by name), estimated; null: cleared by the user, none.
    ...checkElevation(input.elevation === undefined ? estimatedElevation(latitude, longitude) : input.elevation),
  };
}

/**
 * Issue 34: a place given without an elevation (picked by name) gets the
 * ground height of the nearest town from the offline index, so elevation-aware
 * times (Habous) are right without GPS; none where no town is within 10 km.
 */
function estimatedElevation(latitude: number, longitude: number): number | undefined {
  const metres = placeElevation(latitude, longitude);
  return metres !== undefined && metres >= MIN_ELEVATION && metres <= MAX_ELEVATION ? metres : undefined;
}

/** Whole metres from the Dead Sea shore to the highest towns; absent when not given. */
function checkElevation(elevation: number | null | undefined): { elevation?: number } {
  if (elevation === null || elevation === undefined) return {};
  if (!Number.isFinite(elevation) || elevation < MIN_ELEVATION || elevation > MAX_ELEVATION)
    throw badInput(`Elevation must be between ${MIN_ELEVATION} and ${MAX_ELEVATION} metres`, 'elevation');
  return { elevation: Math.round(elevation) };
}

/** Offsets are whole minutes, -30 to 30 (spec section 5); missing ones are 0. */
export function checkPrayerSettings(input: {
  calc_method: string;
  madhab: string;
  high_lat_rule: string;
  offsets?: Partial<Record<(typeof OFFSET_KEYS)[number], number | null>> | null;
  shafaq?: string | null;
  params?: MethodParamsInputShape | null;
  hijri_adjustment?: number | null;
  imsak_minutes?: number | null;
}): PrayerSettingsShape {
  const offsets = {} as PrayerSettingsShape['offsets'];
  for (const key of OFFSET_KEYS) {
    const value = input.offsets?.[key] ?? 0;
    if (!Number.isInteger(value) || value < -30 || value > 30)
      throw badInput('Offsets must be whole minutes between -30 and 30', `offsets.${key}`);
    offsets[key] = value;
  }
  const settings: PrayerSettingsShape = { calc_method: input.calc_method, madhab: input.madhab, high_lat_rule: input.high_lat_rule, offsets };
  if (input.shafaq) settings.shafaq = input.shafaq;
  // A recipe belongs to 'Custom' only; with any other method it would be dead data.
  if (input.calc_method === 'Custom') settings.params = checkMethodParams(input.params);
  else if (input.params) throw badInput("Parameters go only with the 'Custom' method", 'params');
  const hijri = input.hijri_adjustment ?? 0;
  if (!Number.isInteger(hijri) || Math.abs(hijri) > 2)
    throw badInput('The Hijri adjustment must be a whole number of days from -2 to 2', 'hijri_adjustment');
  if (hijri) settings.hijri_adjustment = hijri;
  // Stored only when it differs from the default, like the Hijri adjustment.
  const imsak = input.imsak_minutes ?? DEFAULT_IMSAK_MINUTES;
  if (!Number.isInteger(imsak) || imsak < 0 || imsak > MAX_IMSAK_MINUTES)
    throw badInput(`Imsak must be a whole number of minutes from 0 to ${MAX_IMSAK_MINUTES} before Fajr`, 'imsak_minutes');
  if (imsak !== DEFAULT_IMSAK_MINUTES) settings.imsak_minutes = imsak;
  return settings;
}
