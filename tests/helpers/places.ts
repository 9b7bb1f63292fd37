// Places for tests that depend on the time of day at the place: whether a prayer
// of today has begun there decides whether it may be ticked.

/**
 * A place on the equator whose clock now reads `hour`:xx, with a fixed-offset zone on its
 * own meridian (so its clock is its solar time). At 01:xx none of today's prayers has
 * begun there (fajr is near 05:00); at 22:xx all have (isha is near 19:20).
 */
export function placeAtHour(hour: number, now = new Date()) {
  const offset = ((((hour - now.getUTCHours()) % 24) + 36) % 24) - 12;
  const timezone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  // Longitude 0 reads as "no place" (spec section 5), so the Greenwich case sits half a degree east.
  return { name: 'Equator, Nowhere', city: 'Equator', country: 'Nowhere', country_code: 'UN', latitude: 0.5, longitude: offset * 15 || 0.5, timezone };
}
