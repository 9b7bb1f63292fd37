// The languages the app speaks (issue 18), in the order the picker lists them, each named
// in itself. The server validates against the same eight codes (server/i18n/languages.ts).
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

export type Language = (typeof LANGUAGES)[number]['code'];

/**
 * Not offered in the picker: every English text wrapped and accented, so the pseudo-locale
 * e2e test can tell a translated text from one that bypassed the catalog.
 */
export const PSEUDO = 'en-XA';
export type ActiveLanguage = Language | typeof PSEUDO;

const RIGHT_TO_LEFT = new Set<string>(['ar', 'ur']);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && LANGUAGES.some((l) => l.code === value);

export const directionOf = (language: ActiveLanguage): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

/** The first of the browser's languages (most preferred first) the app speaks; English when none. */
export function fromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * One digit system per language, on every screen (issue 30, item 4; docs/decisions.md):
 * Western digits for Arabic (what the browsers' Intl now gives 'ar' and what most screens
 * showed) and for Urdu (Intl's default for 'ur'), Bengali digits for Bengali. Pinned here
 * rather than left to each browser's CLDR, which has changed Arabic's default before.
 */
export const DIGITS: Record<Language, 'latn' | 'beng'> = { en: 'latn', ar: 'latn', ur: 'latn', id: 'latn', ms: 'latn', tr: 'latn', fr: 'latn', bn: 'beng' };

/** The tag handed to Intl: the language's words and month names, with its digit system (DIGITS). */
export const intlLocale = (language: ActiveLanguage): string => (language === PSEUDO ? 'en' : `${language}-u-nu-${DIGITS[language]}`);
