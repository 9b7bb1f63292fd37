// Every religious text of the prayer-hall screen carries its reference (issue 44): the adhkar
// their Hisn al-Muslim number and hadith source, each hadith its grade (sahih or hasan), its
// collection and number, each verse a surah:ayah reference in every catalog.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../shared/i18n/languageNames.ts';
import { ADHKAR, HADITH, ROTATION, VERSES } from './hallTexts.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const ARABIC = /^[\u0600-\u06FF\s()]+$/;
const COLLECTION = /(Sahih al-Bukhari|Sahih Muslim|Sunan Abi Dawud|Jami' at-Tirmidhi|Sunan an-Nasa'i|Sunan Ibn Majah) \d+/;
const COLLECTION_AR = /(صحيح البخاري|صحيح مسلم|سنن أبي داود|جامع الترمذي|سنن النسائي|سنن ابن ماجه) [٠-٩]+/;

test('every adhkar entry is Arabic with its Hisn al-Muslim number and its hadith source, in English and Arabic', () => {
  assert.ok(ADHKAR.length >= 3);
  for (const a of ADHKAR) {
    assert.match(a.arabic, ARABIC);
    assert.match(a.reference.en, /^Hisn al-Muslim \d+ · /, a.arabic);
    assert.match(a.reference.en, COLLECTION, a.arabic);
    assert.match(a.reference.ar, /^حصن المسلم [٠-٩]+ · /, a.arabic);
    assert.match(a.reference.ar, COLLECTION_AR, a.arabic);
  }
});

test('every hadith is graded sahih or hasan and names its collection and number, in English and Arabic', () => {
  for (const h of HADITH) {
    assert.match(h.arabic, ARABIC);
    assert.ok(h.grade === 'sahih' || h.grade === 'hasan', h.arabic);
    assert.match(h.reference.en, COLLECTION, h.arabic);
    assert.match(h.reference.ar, COLLECTION_AR, h.arabic);
    // The same numbers in both languages.
    const western = h.reference.ar.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
    assert.deepEqual(western.match(/\d+/g), h.reference.en.match(/\d+/g), h.arabic);
  }
});

test('every verse has its surah:ayah reference in every catalog, and the rotation holds verses and hadith', () => {
  for (const { code } of LANGUAGES) {
    const catalog = readCatalog(code);
    for (const v of VERSES) {
      assert.match(v.arabic, ARABIC);
      assert.match(catalog[v.referenceKey] ?? '', /[\d٠-٩۰-۹০-৯]+:[\d٠-٩۰-۹০-৯]+/, `${code} ${v.referenceKey}`);
    }
  }
  assert.ok(ROTATION.some((r) => r.kind === 'verse') && ROTATION.some((r) => r.kind === 'hadith'));
});
