// Every Latin letter a catalog uses is drawn by the app's own face (styles/uiFonts.css), not by
// whatever the device has: a letter outside its unicode-ranges falls back to another font in
// the middle of a word (Azerbaijani ə, the language's most frequent vowel, and Hausa's ɗ ƙ ɓ
// did until the Latin Extended subset took them in; styles/fonts/README.md).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@prayer-companion/common';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const here = fileURLToPath(new URL('.', import.meta.url));
const css = readFileSync(join(here, '..', '..', 'styles', 'uiFonts.css'), 'utf8');

/** The code points of every unicode-range of the 'Noto Sans UI' faces. */
function uiFaceRanges(): [number, number][] {
  const ranges: [number, number][] = [];
  for (const face of css.split('@font-face').slice(1)) {
    if (!/font-family:\s*'Noto Sans UI'/.test(face)) continue;
    const list = /unicode-range:([^;]+);/.exec(face)?.[1] ?? '';
    for (const part of list.split(',')) {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      ranges.push([parseInt(from!, 16), parseInt(to ?? from!, 16)]);
    }
  }
  return ranges;
}

/** Latin letters and their marks: Basic Latin to the spacing modifiers, and Latin Extended Additional. */
const isLatin = (code: number) => (code >= 0x41 && code <= 0x2ff) || (code >= 0x1e00 && code <= 0x1eff);

test('the shipped faces cover every Latin letter of every catalog', () => {
  const ranges = uiFaceRanges();
  assert.ok(ranges.length > 10, 'the ranges were read');
  const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
  const missing: string[] = [];
  for (const file of LANGUAGE_CODES) {
    const letters = new Set(Object.values(readCatalog(file)).join(''));
    for (const letter of letters) {
      const code = letter.codePointAt(0)!;
      if (isLatin(code) && !covered(code)) missing.push(`${file}: ${letter} U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
    }
  }
  assert.deepEqual(missing, []);
});
