// Every catalog says what the English one says: the same keys (none missing, none extra),
// each message valid ICU with the same placeholders, and no English key left unused by the code.
// The catalogs are made from the text files (texts/, one per area, every language side by side):
// each key in the file its first word names, with exactly the app's languages, and every file
// known to messageIds.ts, the type of what the screens may ask for.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES } from '@prayer-companion/common';
import { readCatalog, readTextsFile, textsFileNames, textsFileOf } from '@prayer-companion/common/catalogFiles';
import { DIGITS } from './languages.ts';
import { LANGUAGES } from './languageNames.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const SRC = join(here, '..', '..');
const en = readCatalog('en');

test('each key is in the text file its first word names, once, with every language and no other', () => {
  const seen = new Map<string, string>();
  for (const name of textsFileNames()) {
    for (const [key, messages] of Object.entries(readTextsFile(name))) {
      assert.equal(textsFileOf(key), name, `${key} belongs in ${textsFileOf(key)}, not ${name}`);
      assert.ok(!seen.has(key), `${key} is in ${name} and ${seen.get(key)}`);
      seen.set(key, name);
      assert.deepEqual(Object.keys(messages), [...LANGUAGE_CODES], `${name} ${key}: the app's languages, in their order`);
    }
  }
});

test('messageIds.ts names every text file', () => {
  const listed = [...readFileSync(join(here, 'messageIds.ts'), 'utf8').matchAll(/from '\.\/texts\/([\w]+\.json)'/g)].map((m) => m[1]);
  assert.deepEqual(listed.sort(), textsFileNames());
});

/** The names of a message's arguments ({name}, plurals' {count, plural, …}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , choices] = token;
      names.add(name);
      if (choices && typeof choices === 'object') {
        for (const [key, value] of Object.entries(choices)) if (key !== 'offset' && Array.isArray(value)) walk(value as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

for (const { code } of LANGUAGES) {
  test(`${code}: the same keys as English, valid ICU, the same placeholders`, () => {
    const catalog = readCatalog(code);
    const missing = Object.keys(en).filter((k) => !(k in catalog));
    const extra = Object.keys(catalog).filter((k) => !(k in en));
    assert.deepEqual(missing, [], `${code} lacks keys`);
    assert.deepEqual(extra, [], `${code} has keys English does not`);
    for (const [key, message] of Object.entries(catalog)) {
      assert.ok(message.trim(), `${code} ${key} is empty`);
      assert.deepEqual(placeholders(message), placeholders(en[key]!), `${code} ${key}: placeholders differ`);
    }
  });
}

test('every English key is used by the code', () => {
  const sources: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'gql' && entry.name !== 'texts') visit(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) sources.push(readFileSync(path, 'utf8'));
    }
  };
  visit(SRC);
  const code = sources.join('\n');
  // Keys built at run time (`prayer.${p}`, `reflect.${key}.${value}`) count by their prefix.
  const prefixes = [...code.matchAll(/[`'](\w[\w.]*)\.\$\{/g)].map((m) => `${m[1]}.`);
  const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`) && !prefixes.some((p) => key.startsWith(p)));
  assert.deepEqual(unused, []);
});

// One digit system per language (issue 30, item 4): a catalog writes its numbers in the
// system languages.ts DIGITS gives it, as Intl writes the interpolated ones, so 'جمادى ١'
// never sits beside '12:05'. Arguments ({count, plural, =0 …}) are not text and are skipped.
const SYSTEMS = { latn: 0x30, beng: 0x9e6, arabext: 0x6f0 } as const;
const ZEROS = [0x30, 0x660, 0x6f0, 0x9e6];
// Examples of what to type in a field that reads Western digits.
const TYPED_EXAMPLES = new Set(['mosque.jumuahTimes']);

function literalDigitZeros(message: string): Set<number> {
  const zeros = new Set<number>();
  let depth = 0;
  for (const ch of message) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (depth === 0) {
      const code = ch.codePointAt(0)!;
      const zero = ZEROS.find((z) => code >= z && code <= z + 9);
      if (zero !== undefined) zeros.add(zero);
    }
  }
  return zeros;
}

for (const { code } of LANGUAGES) {
  test(`${code}: every digit in the catalog is in the language's one system`, () => {
    const expected = SYSTEMS[DIGITS[code]];
    const mixed = Object.entries(readCatalog(code))
      .filter(([key, message]) => !TYPED_EXAMPLES.has(key) && [...literalDigitZeros(message)].some((zero) => zero !== expected))
      .map(([key]) => key);
    assert.deepEqual(mixed, [], `${code}: digits of another system`);
  });
}

// No message left in English by mistake (issue 48): a message that reads exactly as the
// English one is refused unless sameAsEnglish.json lists it for that language, as a word
// its readers write the same way (a name like 'JAKIM e-solat', 'Qibla' in French, '{km} km').
const SAME_AS_ENGLISH = JSON.parse(readFileSync(join(here, 'sameAsEnglish.json'), 'utf8')) as Record<string, string[]>;

for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
  test(`${code}: no message is left in English unless it is listed as written the same`, () => {
    const catalog = readCatalog(code);
    const kept = new Set(SAME_AS_ENGLISH[code] ?? []);
    const untranslated = Object.keys(en).filter((key) => catalog[key] === en[key] && !kept.has(key));
    assert.deepEqual(untranslated, [], `${code}: messages still in English`);
    const stale = [...kept].filter((key) => catalog[key] !== en[key]);
    assert.deepEqual(stale, [], `${code}: listed as the same as English, but translated (remove from sameAsEnglish.json)`);
  });
}

// Deleting the account asks for DELETE typed out, whatever the language (DeleteAccountDialog's
// CONFIRMATION): a catalog that asks for a translated word leaves the button off for good
// (German asked for LÖSCHEN before).
for (const { code } of LANGUAGES) {
  test(`${code}: the delete confirmation asks for the word the dialog checks`, () => {
    assert.match(readCatalog(code)['accounts.deleteType'] ?? '', /\bDELETE\b/);
  });
}
