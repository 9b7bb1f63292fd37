// The signed-in user as the client keeps it (the `me` query's shape). Kept in
// shared so every feature can read it without importing the identity feature.
export interface UserLocation {
  id?: string | null;
  name: string;
  city: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface AppUser {
  id: string;
  linkId: string;
  isAnonymous: boolean;
  email: string | null;
  createdAt: string;
  location: UserLocation | null;
  /** Whatever the server stored; the prayer engine normalizes it. */
  prayerSettings: unknown;
  /** The language chosen in Settings (issue 18); null or absent until chosen. */
  language?: string | null;
}

/** Spec section 3 default location. */
export const LONDON: UserLocation = {
  id: '51.5074--0.1278',
  name: 'London, United Kingdom',
  city: 'London',
  country: 'United Kingdom',
  country_code: 'GB',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
};
