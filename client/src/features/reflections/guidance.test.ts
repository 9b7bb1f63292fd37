import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from '../../shared/i18n/catalogs/en.json' with { type: 'json' };
import { GUIDANCE } from './guidance.ts';
import { QUESTIONS } from './questions.ts';

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

test('each question offers four options, each with a name and a description in the catalog', () => {
  assert.equal(QUESTIONS.length, 3);
  for (const q of QUESTIONS) {
    assert.equal(q.options.length, 4);
    assert.ok(text(`reflect.q.${q.key}`));
    for (const o of q.options) assert.ok(text(`reflect.${q.key}.${o.value}`) && text(`reflect.${q.key}.${o.value}.description`));
  }
});
