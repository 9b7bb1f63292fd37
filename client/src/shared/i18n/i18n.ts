// The one Lingui instance (decision 24). The texts are ICU MessageFormat, in one file per area
// with every language side by side (texts/); the build makes one catalog per language from
// them, compiled, each its own lazily imported chunk: only the active language's is fetched,
// and it is not in Home's first-load JS.
import { i18n, type Messages } from '@lingui/core';
import { readString, writeString } from '../storage/safeStorage.ts';
import type { MessageId } from './messageIds.ts';
import { directionOf, fromBrowser, intlLocale, isLanguageCode, PSEUDO, type ActiveLanguage, type LanguageCode } from './languages.ts';

export type { MessageId };
export type MessageValues = Record<string, string | number>;

const STORAGE_KEY = 'language';

// Each catalog compiled at build time (tools/vite/compiled-catalogs.ts): no message
// compiler runs in the browser, except for the pseudo-locale's (a testing aid).
const catalogs: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:compiled-catalog/en'),
  ar: () => import('virtual:compiled-catalog/ar'),
  ur: () => import('virtual:compiled-catalog/ur'),
  id: () => import('virtual:compiled-catalog/id'),
  ms: () => import('virtual:compiled-catalog/ms'),
  tr: () => import('virtual:compiled-catalog/tr'),
  fr: () => import('virtual:compiled-catalog/fr'),
  bn: () => import('virtual:compiled-catalog/bn'),
  ha: () => import('virtual:compiled-catalog/ha'),
  uz: () => import('virtual:compiled-catalog/uz'),
  sq: () => import('virtual:compiled-catalog/sq'),
  es: () => import('virtual:compiled-catalog/es'),
  kk: () => import('virtual:compiled-catalog/kk'),
  sw: () => import('virtual:compiled-catalog/sw'),
  nl: () => import('virtual:compiled-catalog/nl'),
  ps: () => import('virtual:compiled-catalog/ps'),
  fa: () => import('virtual:compiled-catalog/fa'),
  ru: () => import('virtual:compiled-catalog/ru'),
  so: () => import('virtual:compiled-catalog/so'),
  bs: () => import('virtual:compiled-catalog/bs'),
  az: () => import('virtual:compiled-catalog/az'),
  de: () => import('virtual:compiled-catalog/de'),
};

/** The pseudo-locale's catalog, made from English at run time, and the compiler its messages need. */
async function pseudoMessages(): Promise<Messages> {
  const [{ compileMessage }, { pseudoCatalog }] = await Promise.all([import('@lingui/message-utils/compileMessage'), import('./pseudo.ts')]);
  return Object.fromEntries(Object.entries(pseudoCatalog()).map(([id, message]) => [id, compileMessage(message)]));
}

/** The language chosen in this browser before (the picker, or the user's on another device); null on a first visit. */
export function storedLanguage(): ActiveLanguage | null {
  const stored = readString(STORAGE_KEY);
  return stored === PSEUDO || isLanguageCode(stored) ? stored : null;
}

/** The language this browser chose before, or (first visit) the first of its languages we speak. */
export function initialLanguage(): ActiveLanguage {
  const stored = storedLanguage();
  if (stored) return stored;
  return fromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Fetches the catalog of `language`, activates it and sets <html lang dir> and the title. */
export async function activateLanguage(language: ActiveLanguage): Promise<void> {
  const messages = language === PSEUDO ? await pseudoMessages() : (await catalogs[language]()).default;
  i18n.load(language, messages);
  // Plural counts ('#') are formatted with the language's pinned digits too (languages.ts DIGITS).
  i18n.activate(language, [intlLocale(language)]);
  const html = document.documentElement;
  html.lang = language;
  html.dir = directionOf(language);
  document.title = t('app.title');
}

/** Switches now and remembers the choice in this browser. */
export async function chooseLanguage(language: ActiveLanguage): Promise<void> {
  writeString(STORAGE_KEY, language);
  await activateLanguage(language);
}

/** The active language's text for `id` (outside React: toasts, titles). Components use useT(). */
export const t = (id: MessageId, values?: MessageValues): string => i18n._(id, values);

export const activeLanguage = (): ActiveLanguage => i18n.locale as ActiveLanguage;

export { i18n };
