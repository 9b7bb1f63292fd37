// The inputs of saved places and travel settings (issue 43). A place is checked exactly as
// PATCH's `location` (server/domain/users/inputs.ts); a label is one short line.
import { MAX_QASR_KM, MAX_STAY_DAYS, MIN_QASR_KM, TRAVEL_SCHOOLS } from '@prayer-companion/engine';
import { badInput } from '../../errors.ts';
import { LINE_BREAKING } from '../text/one-line.ts';
import { checkCleanText } from '../validation/input-checks.ts';
import { bool, num, object, oneOf, optional, rules, str, whole } from '../validation/fields.ts';
import { locationInput, locationShape } from '../users/inputs.ts';

export const MAX_PLACES = 10;
export const MAX_LABEL = 40;

function checkLabel(value: string): string {
  checkCleanText(value, 'label');
  if (LINE_BREAKING.test(value)) throw badInput('The label must not contain line breaks, tabs or other control characters', 'label');
  const label = value.trim();
  if (!label || [...label].length > MAX_LABEL) throw badInput(`The label must be 1 to ${MAX_LABEL} characters`, 'label');
  return label;
}

export const labelInput = str().transform(rules(checkLabel));

/** A new place: REST parses bodies with the shape; the resolvers with the input (the rules). */
export const newPlaceFields = { label: str(), location: locationShape, home: optional(bool()) };
export const newPlaceInput = object({ label: labelInput, location: locationInput, home: optional(bool()) });

/** The travel settings as stored (User.travelSettings). */
export interface TravelSettingsShape {
  distance_km?: number;
  school?: (typeof TRAVEL_SCHOOLS)[number];
}

const schools = TRAVEL_SCHOOLS as unknown as readonly [string, ...string[]];

// null clears a setting, absent leaves it as it is.
export const travelSettingsFields = {
  distanceKm: num().nullish(),
  school: oneOf(schools).nullish(),
  stayDays: whole().nullish(),
};

export type TravelSettingsChange = { distanceKm?: number | null; school?: string | null; stayDays?: number | null };

export function checkTravelSettings(input: TravelSettingsChange): TravelSettingsChange {
  const { distanceKm, stayDays, school } = input;
  if (distanceKm != null && (!Number.isFinite(distanceKm) || distanceKm < MIN_QASR_KM || distanceKm > MAX_QASR_KM))
    throw badInput(`The travel distance must be between ${MIN_QASR_KM} and ${MAX_QASR_KM} km`, 'distanceKm');
  if (stayDays != null && (!Number.isInteger(stayDays) || stayDays < 0 || stayDays > MAX_STAY_DAYS))
    throw badInput(`The stay must be a whole number of days from 0 to ${MAX_STAY_DAYS}`, 'stayDays');
  if (school != null && !(TRAVEL_SCHOOLS as readonly string[]).includes(school))
    throw badInput(`The school for travel rules must be one of ${TRAVEL_SCHOOLS.join(', ')}`, 'school');
  if (distanceKm === undefined && stayDays === undefined && school === undefined)
    throw badInput('Nothing to update: give distanceKm, school or stayDays');
  return input;
}
