// The active language's vendored religious quotes (shared/i18n/religious/<code>.json), each
// its own small chunk fetched with the screen that shows guidance; null until it has arrived.
import { useEffect, useState } from 'react';
import { useLanguage } from '../../shared/i18n/useT.ts';
import type { ReligiousQuotes } from './religiousSources.ts';

const QUOTES = import.meta.glob<ReligiousQuotes>('../../shared/i18n/religious/*.json', { import: 'default' });

export function useReligiousQuotes(): ReligiousQuotes | null {
  const language = useLanguage();
  // The pseudo-locale reads English's.
  const code = language === 'en-XA' ? 'en' : language;
  const [quotes, setQuotes] = useState<{ code: string; quotes: ReligiousQuotes } | null>(null);
  useEffect(() => {
    const load = QUOTES[`../../shared/i18n/religious/${code}.json`];
    if (!load) return;
    let current = true;
    void load().then((loaded) => current && setQuotes({ code, quotes: loaded }));
    return () => {
      current = false;
    };
  }, [code]);
  return quotes?.code === code ? quotes.quotes : null;
}
