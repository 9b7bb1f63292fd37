// The date pickers' month and day names come from dayjs (the timetable's month, the ledger's
// days without prayer): its locale for the active language loads with the screen that shows
// one (a few hundred bytes each), English until it has arrived.
import { useEffect, useState } from 'react';
import type { ActiveLanguage } from './languages.ts';

/** For a language dayjs ships no locale for (Somali, Pashto, Hausa): one made from its names. */
const fromIntl = (language: ActiveLanguage) => () => import('./intlDayjsLocale.ts').then(({ defineIntlDayjsLocale }) => defineIntlDayjsLocale(language));

const LOCALES: Partial<Record<ActiveLanguage, () => Promise<unknown>>> = {
  ar: () => import('dayjs/locale/ar.js'),
  ur: () => import('dayjs/locale/ur.js'),
  id: () => import('dayjs/locale/id.js'),
  ms: () => import('dayjs/locale/ms.js'),
  tr: () => import('dayjs/locale/tr.js'),
  fr: () => import('dayjs/locale/fr.js'),
  bn: () => import('dayjs/locale/bn.js'),
  ha: fromIntl('ha'),
  uz: () => import('dayjs/locale/uz.js'),
  sq: () => import('dayjs/locale/sq.js'),
  es: () => import('dayjs/locale/es.js'),
  kk: () => import('dayjs/locale/kk.js'),
  sw: () => import('dayjs/locale/sw.js'),
  nl: () => import('dayjs/locale/nl.js'),
  ps: fromIntl('ps'),
  fa: () => import('dayjs/locale/fa.js'),
  ru: () => import('dayjs/locale/ru.js'),
  so: fromIntl('so'),
  bs: () => import('dayjs/locale/bs.js'),
  az: () => import('dayjs/locale/az.js'),
  de: () => import('dayjs/locale/de.js'),
};

export function useDayjsLocale(language: ActiveLanguage): string {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    const load = LOCALES[language];
    if (!load) return;
    let current = true;
    void load().then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded === language ? language : 'en';
}
