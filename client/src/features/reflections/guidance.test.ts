import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../shared/i18n/languageNames.ts';
import { GUIDANCE } from '../../entities/guidance/guidance.ts';
import { QUESTIONS } from './questions.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const en = readCatalog('en');

const ARABIC = /^[\u0600-\u06FF\s]+$/; // Arabic letters, vowel marks, pause signs, comma
const text = (id: string) => (en as Record<string, string>)[id] ?? '';

test('every mood option has complete guidance with Arabic, references and an action', () => {
  const moods = QUESTIONS.find((q) => q.key === 'mood')?.options.map((o) => o.value) ?? [];
  assert.deepEqual(moods.sort(), Object.keys(GUIDANCE).sort());
  for (const [mood, g] of Object.entries(GUIDANCE)) {
    assert.match(g.dua.arabic, ARABIC, `${mood} dua is Arabic script only`);
    assert.match(g.verse.arabic, ARABIC, `${mood} verse is Arabic script only`);
    assert.ok(g.dua.transliteration && text(`guidance.${mood}.dua`), `${mood} dua has transliteration and translation`);
    assert.match(text(`guidance.${mood}.source`), /(Quran \d+:\d+|\d{3,4})/, `${mood} dua names its collection and number`);
    assert.match(text(`guidance.${mood}.reference`), /\d+:\d+/, `${mood} verse has surah:ayah`);
    assert.ok(text(`guidance.${mood}.action`).length > 20, `${mood} has an action`);
  }
});

test('a dua from outside the two Sahihs states its grade beside its source, in every language', () => {
  const CATALOGS = Object.fromEntries(
    LANGUAGES.map((l) => [l.code, readCatalog(l.code)]),
  );
  for (const mood of Object.keys(GUIDANCE)) {
    const source = text(`guidance.${mood}.source`);
    if (/Bukhari|Muslim \d/.test(source) && !/Tirmidhi|Dawud|Majah|Nasa/.test(source)) continue;
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      // Every catalog names the grader; the grade itself is the language's word for it.
      assert.match(catalog[`guidance.${mood}.source`] ?? '', /Alb[aâ]+ni|Ал[ь]?бани|الألباني|البانی|آلبانی|الباني|Elbânî|আলবানি/, `${language}: ${mood}'s source states its grade`);
    }
  }
});

test('each question offers four options, each with a name and a description in the catalog', () => {
  assert.equal(QUESTIONS.length, 3);
  for (const q of QUESTIONS) {
    assert.equal(q.options.length, 4);
    assert.ok(text(`reflect.q.${q.key}`));
    for (const o of q.options) assert.ok(text(`reflect.${q.key}.${o.value}`) && text(`reflect.${q.key}.${o.value}.description`));
  }
});
