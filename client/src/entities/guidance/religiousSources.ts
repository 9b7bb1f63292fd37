// Where each religious text of the daily guidance comes from (issue 48 item 2): the verses
// and the Quranic dua are quoted from one published Quran translation per language, the
// hadith duas from a published hadith translation where the language has one. Each
// language's quotes, with the edition and translator, are vendored in
// shared/i18n/religious/<code>.json (from fawazahmed0/quran-api and hadith-api), and
// religiousTexts.test.ts holds every catalog's text to them.
import type { Mood } from '../../gql/graphql.ts';

/** A language's vendored quotes: `verses` by 'surah:ayah', `hadith` by 'collection:number'. */
export interface ReligiousQuotes {
  quran: { dataset: string; edition: string; translator: string };
  verses: Record<string, string>;
  hadith: Record<string, { dataset: string; edition: string; text: string }>;
}

export interface MoodSources {
  /** The verse's ayahs, joined by a space in the catalog. */
  verse: readonly string[];
  /** The dua: a verse of the Quran, or a hadith of a collection. */
  dua: { quran: string } | { hadith: string };
}

export const MOOD_SOURCES: Record<Mood, MoodSources> = {
  Calm: { verse: ['13:28'], dua: { quran: '2:201' } },
  Anxious: { verse: ['94:5', '94:6'], dua: { hadith: 'bukhari:6369' } },
  Low: { verse: ['93:3'], dua: { hadith: 'tirmidhi:3524' } },
  Grateful: { verse: ['14:7'], dua: { hadith: 'abudawud:1522' } },
};

/** Whether a language shows a dua's meaning in its own words (else in English, and says so). */
export const duaIsTranslated = (quotes: ReligiousQuotes, mood: Mood): boolean => {
  const { dua } = MOOD_SOURCES[mood];
  return 'quran' in dua || dua.hadith in quotes.hadith;
};
