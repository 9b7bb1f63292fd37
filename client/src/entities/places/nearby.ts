// Distances the place features agree on (issue 43 item 5, docs/decisions.md): the offer
// comes when the device is at least OFFER_KM from the active place, and switches to the
// nearest saved place within OFFER_KM of the device; a saved place within SAME_PLACE_KM of
// the device counts as 'here' (a city picked by name sits at its centre, a GPS fix not).
import { distanceKm } from '@prayer-companion/engine';

export const OFFER_KM = 50;
export const SAME_PLACE_KM = 5;

interface Spot {
  latitude: number;
  longitude: number;
}

/** The place in `places` nearest to `here` within `withinKm`, or undefined. */
export function nearestWithin<P extends { location: Spot }>(places: readonly P[], here: Spot, withinKm: number): P | undefined {
  let best: { place: P; km: number } | undefined;
  for (const place of places) {
    const km = distanceKm(place.location, here);
    if (km < withinKm && (!best || km < best.km)) best = { place, km };
  }
  return best?.place;
}
