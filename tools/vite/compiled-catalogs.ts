// Vite plugin: the message catalogs, compiled at build time. Lingui otherwise compiles each
// ICU message in the browser, on first use, with a compiler that is itself a chunk of
// Home's first paint (its download, and its lexer's set-up, some tens of ms on a cheap
// phone). `import('virtual:compiled-catalog/en')` gives client/src/shared/i18n/catalogs/
// en.json with every message already in Lingui's compiled form, which i18n.load accepts
// as it is. The JSON files stay the source (translators, tests and the pseudo-locale
// read them).
//
// The build also names the English catalog in index.html as a module to preload: it is
// the default language, and the first render waits for the catalog, so fetched beside the
// app's code it saves a first visit a round trip before Home paints. A visitor in another
// language loads it anyway soon after, when the service worker precaches the build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:compiled-catalog/';
const PRELOADED = 'en';
const catalogsDir = fileURLToPath(new URL('../../client/src/shared/i18n/catalogs/', import.meta.url));

/** A catalog's messages in Lingui's compiled form; a message that is not valid ICU fails the build. */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`no catalog named ${language}`);
      const file = `${catalogsDir}${language}.json`;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalog(messages))};`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        if (server || !bundle) return undefined;
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === `\0${PREFIX}${PRELOADED}`);
        if (!chunk) throw new Error(`the build has no chunk for the ${PRELOADED} catalog`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
