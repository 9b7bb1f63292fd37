// The languages of the app (issues 18 and 48), in the order the picker lists them, each named
// in itself. The browser speaks them; the server refuses any other code and writes its
// mail, reminders and calendar feed in them.
export const LANGUAGE_CODES = ['en', 'ar', 'ur', 'id', 'ms', 'tr', 'fr', 'bn', 'de', 'az', 'bs', 'so', 'ru', 'fa', 'ps', 'nl', 'sw', 'kk', 'es', 'sq', 'uz', 'ha'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** A saved language, English when none (or an unknown value from before a change). */
export const languageOf = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : 'en');

/** The languages written right to left. */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set<LanguageCode>(['ar', 'ur', 'fa', 'ps']);

/**
 * One digit system per language, on every screen and in every text the server writes
 * (issue 30, item 4; docs/decisions.md): Western digits for Arabic and Urdu, Bengali digits
 * for Bengali, Extended Arabic-Indic (۰–۹) for Persian, whose readers in Iran and
 * Afghanistan write and expect them (docs/i18n/fa.md). Pinned here rather than left to each
 * runtime's CLDR, which has changed Arabic's default before.
 */
export const DIGITS: Record<LanguageCode, 'latn' | 'beng' | 'arabext'> = { en: 'latn', ar: 'latn', ur: 'latn', id: 'latn', ms: 'latn', tr: 'latn', fr: 'latn', bn: 'beng', de: 'latn', az: 'latn', bs: 'latn', so: 'latn', ru: 'latn', fa: 'arabext', ps: 'arabext', nl: 'latn', sw: 'latn', kk: 'latn', es: 'latn', sq: 'latn', uz: 'latn', ha: 'latn' };

/** The tag handed to Intl: the language's words and month names, with its digit system (DIGITS). */
export const intlTag = (language: LanguageCode): string => `${language}-u-nu-${DIGITS[language]}`;
