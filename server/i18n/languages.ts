// The eight languages of the app (issue 18); the client's list is
// client/src/shared/i18n/languages.ts. Anything else is refused by the API.
export const LANGUAGE_CODES = ['en', 'ar', 'ur', 'id', 'ms', 'tr', 'fr', 'bn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** The user's saved language, English when none (or an unknown value from before a change). */
export const languageOf = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : 'en');
