// Whether two places are the same spot (to within about 10 m): the current location is
// 'saved' when one of the saved places is there, whatever either is called.
interface Spot {
  latitude: number;
  longitude: number;
}

export const sameSpot = (a: Spot, b: Spot): boolean => Math.abs(a.latitude - b.latitude) < 1e-4 && Math.abs(a.longitude - b.longitude) < 1e-4;
