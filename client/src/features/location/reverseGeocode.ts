// Names a GPS fix through the product's server (decision 12: coordinates never
// go to a third party from the browser). Failure names it 'Current Location'.
export interface ReversePlace {
  city: string;
  country: string;
  country_code: string;
  timezone?: string;
}

const UNKNOWN: ReversePlace = { city: 'Current Location', country: 'Unknown', country_code: 'UN' };

export async function reverseGeocode(latitude: number, longitude: number): Promise<ReversePlace> {
  try {
    const response = await fetch(`/api/geo/reverse?lat=${latitude.toFixed(6)}&lon=${longitude.toFixed(6)}`, { credentials: 'include' });
    if (!response.ok) return UNKNOWN;
    const body = (await response.json()) as Partial<ReversePlace> | null;
    if (typeof body?.city !== 'string' || typeof body.country !== 'string') return UNKNOWN;
    return {
      city: body.city,
      country: body.country,
      country_code: typeof body.country_code === 'string' ? body.country_code : 'UN',
      timezone: typeof body.timezone === 'string' ? body.timezone : undefined,
    };
  } catch {
    return UNKNOWN;
  }
}
