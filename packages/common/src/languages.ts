// The eight languages of the app (issue 18), in the order the picker lists them, each named
// in itself. The browser speaks them; the server refuses any other code and writes its
// mail, reminders and calendar feed in them.
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'ur', name: 'اردو' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ms', name: 'Bahasa Melayu' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'fr', name: 'Français' },
  { code: 'bn', name: 'বাংলা' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** A saved language, English when none (or an unknown value from before a change). */
export const languageOf = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : 'en');

/** The languages written right to left. */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set<LanguageCode>(['ar', 'ur']);

/**
 * One digit system per language, on every screen and in every text the server writes
 * (issue 30, item 4; docs/decisions.md): Western digits for Arabic and Urdu, Bengali digits
 * for Bengali. Pinned here rather than left to each runtime's CLDR, which has changed
 * Arabic's default before.
 */
export const DIGITS: Record<LanguageCode, 'latn' | 'beng'> = { en: 'latn', ar: 'latn', ur: 'latn', id: 'latn', ms: 'latn', tr: 'latn', fr: 'latn', bn: 'beng' };

/** The tag handed to Intl: the language's words and month names, with its digit system (DIGITS). */
export const intlTag = (language: LanguageCode): string => `${language}-u-nu-${DIGITS[language]}`;
