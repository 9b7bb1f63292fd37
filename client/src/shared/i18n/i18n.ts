// The one Lingui instance (decision 24). Catalogs are ICU MessageFormat JSON files, one per
// language, each its own lazily imported chunk: only the active language's is fetched, and
// the message compiler loads with it, so neither is in Home's first-load JS.
import { i18n } from '@lingui/core';
import { readString, writeString } from '../storage/safeStorage.ts';
import type enCatalog from './catalogs/en.json';
import { directionOf, fromBrowser, isLanguage, PSEUDO, type ActiveLanguage, type Language } from './languages.ts';

export type MessageId = keyof typeof enCatalog;
export type MessageValues = Record<string, string | number>;

const STORAGE_KEY = 'language';

type Catalog = Record<string, string>;
const catalogs: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en.json'),
  ar: () => import('./catalogs/ar.json'),
  ur: () => import('./catalogs/ur.json'),
  id: () => import('./catalogs/id.json'),
  ms: () => import('./catalogs/ms.json'),
  tr: () => import('./catalogs/tr.json'),
  fr: () => import('./catalogs/fr.json'),
  bn: () => import('./catalogs/bn.json'),
};

/** The language chosen in this browser before (the picker, or the user's on another device); null on a first visit. */
export function storedLanguage(): ActiveLanguage | null {
  const stored = readString(STORAGE_KEY);
  return stored === PSEUDO || isLanguage(stored) ? stored : null;
}

/** The language this browser chose before, or (first visit) the first of its languages we speak. */
export function initialLanguage(): ActiveLanguage {
  const stored = storedLanguage();
  if (stored) return stored;
  return fromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Fetches the catalog (and the compiler) of `language`, activates it and sets <html lang dir> and the title. */
export async function activateLanguage(language: ActiveLanguage): Promise<void> {
  const [{ compileMessage }, messages] = await Promise.all([
    import('@lingui/message-utils/compileMessage'),
    language === PSEUDO ? import('./pseudo.ts').then((m) => m.pseudoCatalog()) : catalogs[language]().then((m) => m.default),
  ]);
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(language, messages);
  i18n.activate(language);
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
