// Religious texts are quoted, never composed (issue 48 item 2): in every language, each
// verse and each dua meaning of the daily guidance is the text of a named published
// translation, vendored with its edition and translator in shared/i18n/religious/<code>.json.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGES } from '../../shared/i18n/languageNames.ts';
import { MOOD_SOURCES, type ReligiousQuotes } from './religiousSources.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const dir = new URL('../../shared/i18n/', import.meta.url);
const json = <T>(path: string) => JSON.parse(readFileSync(new URL(path, dir), 'utf8')) as T;
const english = readCatalog('en');

/**
 * The words of a text: whitespace, punctuation and quotation marks aside, and a verse number
 * in front dropped. `withoutInsertions` also drops bracketed text: a translator's insertion
 * a quote may leave out ('[will be]'), on both sides.
 */
const words = (text: string, { withoutInsertions = false } = {}) =>
  (withoutInsertions ? text.replace(/[[(（][^\])）]*[\])）]/g, ' ') : text.replace(/[[\]()（）]/g, ' '))
    .replace(/^\s*\d+[.:)]?\s+/, '')
    .replace(/["“”«»„‟'‘’]/g, '')
    .replace(/[.,;:!?،؛۔…।\-–—]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A quote is the source's words, or a stretch of them, with or without the translator's insertions. */
const quotes = (source: string, quote: string) =>
  words(source).includes(words(quote)) || words(source, { withoutInsertions: true }).includes(words(quote, { withoutInsertions: true }));
const same = (source: string, quote: string) =>
  words(source) === words(quote) || words(source, { withoutInsertions: true }) === words(quote, { withoutInsertions: true });

for (const { code } of LANGUAGES) {
  test(`${code}: every verse and dua meaning is quoted from a named translation`, () => {
    assert.ok(existsSync(new URL(`religious/${code}.json`, dir)), `religious/${code}.json is missing`);
    const quotesOf = json<ReligiousQuotes>(`religious/${code}.json`);
    const catalog = readCatalog(code);
    assert.ok(quotesOf.quran.dataset && quotesOf.quran.edition && quotesOf.quran.translator, `${code}: the Quran translation is named`);
    for (const [mood, sources] of Object.entries(MOOD_SOURCES)) {
      const verse = sources.verse.map((ayah) => {
        assert.ok(quotesOf.verses[ayah], `${code}: verse ${ayah} is vendored`);
        return quotesOf.verses[ayah]!;
      });
      assert.ok(same(verse.join(' '), catalog[`guidance.${mood}.verse`]!), `${code} ${mood}: the verse is ${sources.verse.join(', ')} as published`);
      const dua = catalog[`guidance.${mood}.dua`]!;
      if ('quran' in sources.dua) {
        assert.ok(quotes(quotesOf.verses[sources.dua.quran] ?? '', dua), `${code} ${mood}: the dua is quoted from ${sources.dua.quran}`);
        continue;
      }
      const hadith = quotesOf.hadith[sources.dua.hadith];
      if (hadith) {
        assert.ok(hadith.dataset && hadith.edition, `${code}: ${sources.dua.hadith}'s edition is named`);
        assert.ok(quotes(hadith.text, dua), `${code} ${mood}: the dua is quoted from ${hadith.edition} ${sources.dua.hadith}`);
      } else {
        // No published translation held in this language: English's own quote, which the card marks as English.
        assert.equal(dua, english[`guidance.${mood}.dua`], `${code} ${mood}: without a source of its own, the dua stays in English`);
        const englishHadith = json<ReligiousQuotes>('religious/en.json').hadith[sources.dua.hadith];
        assert.ok(englishHadith && quotes(englishHadith.text, dua), `${mood}: English's dua is quoted from ${sources.dua.hadith}`);
      }
    }
  });
}

test('the check can fail: a composed verse is not the published one', () => {
  assert.ok(!same('For indeed, with hardship [will be] ease.', 'So truly where there is hardship there is also ease'));
  assert.ok(same('5. For indeed, with hardship [will be] ease.', 'For indeed, with hardship ease'));
  assert.ok(quotes('He said: "O Allah, help me (in remembering You)."', 'O Allah, help me in remembering You'));
  assert.ok(!quotes('He said: "O Allah, help me."', 'O Allah, help us'));
});
