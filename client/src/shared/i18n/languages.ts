// The languages the app speaks (issue 18), in the order the picker lists them, each named
// in itself: one list with the server's (@prayer-companion/common).
import { DIGITS, intlTag, isLanguageCode, RIGHT_TO_LEFT_LANGUAGES, type LanguageCode } from '@prayer-companion/common';

export { DIGITS, isLanguageCode, type LanguageCode };

/**
 * Not offered in the picker: every English text wrapped and accented, so the pseudo-locale
 * e2e test can tell a translated text from one that bypassed the catalog.
 */
export const PSEUDO = 'en-XA';
export type ActiveLanguage = LanguageCode | typeof PSEUDO;

export const directionOf = (language: ActiveLanguage): 'rtl' | 'ltr' => (RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr');

/** The first of the browser's languages (most preferred first) the app speaks; English when none. */
export function fromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return 'en';
}

/** The tag handed to Intl: the language's words and month names, with its digit system (DIGITS). */
export const intlLocale = (language: ActiveLanguage): string => (language === PSEUDO ? 'en' : intlTag(language));
