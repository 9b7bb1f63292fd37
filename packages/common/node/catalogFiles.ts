// The app's texts as files (Node only: the server, the build, the tests; the browser gets them
// compiled, one chunk per language, from tools/vite/compiled-catalogs.ts). The texts live in
// client/src/shared/i18n/texts/, one file per area, each message with all its languages side
// by side: { "places.add": { "en": "…", "ar": "…", … } }. A feature's texts are one file, not
// one edit in each language's catalog. A key's file is named by the key's first word (its
// letters before a capital, a digit or the first dot: placesOffer.title is in places.json).
import { readdirSync, readFileSync } from 'node:fs';
import type { LanguageCode } from '../src/languages.ts';

/** Where the text files are. */
export const TEXTS_DIR = new URL('../../../client/src/shared/i18n/texts/', import.meta.url);

/** One text file: each key with its message in every language. */
export type TextsFile = Record<string, Record<string, string>>;

/** The file a key belongs in, by the rule above. */
export const textsFileOf = (key: string): string => `${/^[a-z]+/.exec(key)?.[0] ?? key}.json`;

/** Every text file's name (a.json …), sorted. */
export const textsFileNames = (): string[] =>
  readdirSync(TEXTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();

/** One text file, parsed. */
export const readTextsFile = (name: string): TextsFile => JSON.parse(readFileSync(new URL(name, TEXTS_DIR), 'utf8')) as TextsFile;

/**
 * One language's catalog: every key with its message in `language` (a key the language lacks is
 * left out; catalogs.test.ts holds every language to English's keys). A reader that knows the
 * keys names them (`readCatalog<MessageId>('ar')`) to read a message without a check.
 */
export function readCatalog<Key extends string = string>(language: LanguageCode): Record<Key, string> {
  const catalog: Record<string, string> = {};
  for (const name of textsFileNames()) {
    for (const [key, messages] of Object.entries(readTextsFile(name))) {
      const message = messages[language];
      if (message !== undefined) catalog[key] = message;
    }
  }
  return catalog as Record<Key, string>;
}
