// The catalogs the browser loads are compiled at build time (tools/vite/compiled-catalogs.ts)
// and run with no message compiler. Every message of every language must read exactly as
// Lingui's own compiler would have made it at run time, plurals and placeholders included.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileCatalog } from '../tools/vite/compiled-catalogs.ts';
import { LANGUAGES } from '@prayer-companion/common/languageNames';
import { readCatalog } from '@prayer-companion/common/catalogFiles';


/** Values for every placeholder a message may name: numbers where plurals need them. */
const VALUES = new Proxy({} as Record<string, number>, { get: (_, key) => (typeof key === 'string' ? 3 : undefined), has: () => true });

for (const { code } of LANGUAGES) {
  test(`${code}: the compiled catalog reads like the run-time compiled one, without a compiler`, (t) => {
    const source = readCatalog(code);
    const warnings: unknown[] = [];
    t.mock.method(console, 'warn', (...args: unknown[]) => void warnings.push(args));
    const compiled = setupI18n({ locale: code, messages: { [code]: compileCatalog(source) as Messages } });
    const atRunTime = setupI18n({ locale: code, messages: { [code]: source } });
    atRunTime.setMessagesCompiler(compileMessage);
    for (const id of Object.keys(source)) {
      for (const values of [VALUES, { count: 1, n: 1 }, { count: 0, n: 0 }]) {
        assert.equal(compiled._(id, values), atRunTime._(id, values), `${code} ${id}`);
      }
    }
    assert.deepEqual(warnings, [], 'no message needed compiling');
  });
}

test('a message that is not valid ICU fails the build', () => {
  assert.throws(() => compileCatalog({ broken: 'Hello {name' }));
});
