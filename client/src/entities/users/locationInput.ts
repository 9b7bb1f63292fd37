// A place as the API takes it (LocationInput): the saved fields only, no
// __typename; the elevation when there is one, null when the user cleared it
// (absent lets the server estimate it from the place: a city picked by name).
import type { LocationInput } from '../../gql/graphql.ts';
import type { UserLocation } from './appUser.ts';

export function locationInput(location: UserLocation): LocationInput {
  const { id, name, city, country, country_code, latitude, longitude, timezone, elevation } = location;
  return { id, name, city, country, country_code, latitude, longitude, timezone, ...(typeof elevation === 'number' || elevation === null ? { elevation } : {}) };
}
