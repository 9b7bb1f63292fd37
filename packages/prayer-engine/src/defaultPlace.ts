// The place used until the user gives one (spec section 3: London). The browser
// shows its times to a new user; the server writes a calendar feed for it when
// the saved location is missing or unusable. One definition for both.
export const DEFAULT_PLACE = {
  id: '51.5074--0.1278',
  name: 'London, United Kingdom',
  city: 'London',
  country: 'United Kingdom',
  country_code: 'GB',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
} as const;
