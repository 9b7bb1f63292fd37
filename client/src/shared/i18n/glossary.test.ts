// A glossary per language (issue 48 item 3): docs/i18n/<code>.md gives the words the
// catalog uses for the Islamic terms; the prayer names on every screen are those words.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGES } from './languageNames.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const TERMS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah', 'iqama', 'imsak', 'qada', 'qasr', 'ramadan', 'eid', 'suhoor', 'iftar'] as const;
const PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** The glossary's table: '| key | word | note |' rows, by key. */
export function glossaryWords(markdown: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length >= 4 && (TERMS as readonly string[]).includes(cells[1]!)) words.set(cells[1]!, cells[2]!);
  }
  return words;
}

for (const { code } of LANGUAGES) {
  test(`${code}: the glossary names every term, and the catalog's prayer names are its words`, () => {
    const file = new URL(`../../../../docs/i18n/${code}.md`, import.meta.url);
    assert.ok(existsSync(file), `docs/i18n/${code}.md is missing`);
    const words = glossaryWords(readFileSync(file, 'utf8'));
    assert.deepEqual(TERMS.filter((term) => !words.get(term)), [], `${code}: terms without a word`);
    const catalog = readCatalog(code);
    for (const prayer of PRAYERS) assert.equal(catalog[`prayer.${prayer}`], words.get(prayer), `${code}: prayer.${prayer} is the glossary's word`);
  });
}

test('the glossary reader finds a row and ignores the header', () => {
  const words = glossaryWords('| Key | Word | Note |\n|---|---|---|\n| fajr | Sabah | |\n');
  assert.equal(words.get('fajr'), 'Sabah');
  assert.equal(words.size, 1);
});
