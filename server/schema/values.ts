// The closed sets of values the API accepts, shared by the GraphQL enums and the REST checks.
export const PRAYER_NAMES = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export const MADHABS = ['Shafi', 'Hanafi'] as const;
export const HIGH_LAT_RULES = ['None', 'MiddleOfTheNight', 'SeventhOfTheNight', 'TwilightAngle'] as const;
export const CALC_METHODS = [
  'MuslimWorldLeague', 'Egyptian', 'Karachi', 'UmmAlQura', 'Dubai', 'MoonsightingCommittee', 'NorthAmerica',
  'Kuwait', 'Qatar', 'Singapore', 'Tehran', 'Turkey', 'Other', 'LondonUnified',
] as const;
export const MOODS = ['Calm', 'Anxious', 'Low', 'Grateful'] as const;
export const GOALS = ['Spiritual', 'Work', 'Family', 'Health'] as const;
export const CONCERNS = ['Future', 'Relationships', 'Faith', 'Health'] as const;
export const INTERACTION_TYPES = ['heart', 'prayer'] as const;
