// The position offer's 'Not now' (issue 43 item 5, docs/decisions.md): kept on the device
// for the active place and the day, so the offer does not come back on every open while the
// user stays put; tomorrow, or after a switch to another place, it may come again.
const KEY = 'placesOfferDismissed';

interface Spot {
  latitude: number;
  longitude: number;
}

const stamp = (active: Spot, day: string) => `${active.latitude.toFixed(3)},${active.longitude.toFixed(3)}@${day}`;

export function offerDismissed(active: Spot, day: string): boolean {
  try {
    return window.localStorage.getItem(KEY) === stamp(active, day);
  } catch {
    return false;
  }
}

export function dismissOffer(active: Spot, day: string): void {
  try {
    window.localStorage.setItem(KEY, stamp(active, day));
  } catch {
    // Private mode without storage: the offer may come back on the next open.
  }
}
