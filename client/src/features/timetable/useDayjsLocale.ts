// The month picker's names come from dayjs: its locale for the active language loads with
// the timetable screen (a few hundred bytes each), English until it has arrived.
import { useEffect, useState } from 'react';
import type { ActiveLanguage } from '../../shared/i18n/languages.ts';

const LOCALES: Partial<Record<ActiveLanguage, () => Promise<unknown>>> = {
  ar: () => import('dayjs/locale/ar.js'),
  ur: () => import('dayjs/locale/ur.js'),
  id: () => import('dayjs/locale/id.js'),
  ms: () => import('dayjs/locale/ms.js'),
  tr: () => import('dayjs/locale/tr.js'),
  fr: () => import('dayjs/locale/fr.js'),
  bn: () => import('dayjs/locale/bn.js'),
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
