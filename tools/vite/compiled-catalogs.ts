// Vite plugin: the message catalogs, compiled at build time. Lingui otherwise compiles each
// ICU message in the browser, on first use, with a compiler that is itself a chunk of
// Home's first paint (its download, and its lexer's set-up, some tens of ms on a cheap
// phone). `import('virtual:compiled-catalog/en')` gives English's messages from every text
// file in client/src/shared/i18n/texts/ (one per area, every language side by side:
// packages/common/src/catalogFiles.ts), each already in Lingui's compiled form, which
// i18n.load accepts as it is. `virtual:catalog-source/en` gives them as written (the
// pseudo-locale accents those). The text files stay the one source: translators, the
// server and the tests read them.
//
// The build also names the English catalog in index.html as a module to preload: it is
// the default language, and the first render waits for the catalog, so fetched beside the
// app's code it saves a first visit a round trip before Home paints. A visitor in another
// language loads it anyway soon after, when the service worker precaches the build.
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { isLanguageCode } from '@prayer-companion/common';
import { readCatalog, TEXTS_DIR, textsFileNames } from '@prayer-companion/common/catalogFiles';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:compiled-catalog/';
const SOURCE_PREFIX = 'virtual:catalog-source/';
const PRELOADED = 'en';

/** A catalog's messages in Lingui's compiled form; a message that is not valid ICU fails the build. */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    resolveId: (id) => (id.startsWith(PREFIX) || id.startsWith(SOURCE_PREFIX) ? `\0${id}` : null),
    load(id) {
      const compiled = id.startsWith(`\0${PREFIX}`);
      if (!compiled && !id.startsWith(`\0${SOURCE_PREFIX}`)) return null;
      const language = id.slice((compiled ? PREFIX : SOURCE_PREFIX).length + 1);
      if (!isLanguageCode(language)) throw new Error(`no catalog named ${language}`);
      // Every text file is part of every catalog: the dev server rebuilds a catalog when one changes.
      for (const name of textsFileNames()) this.addWatchFile(fileURLToPath(new URL(name, TEXTS_DIR)));
      const messages = readCatalog(language);
      return `export default ${JSON.stringify(compiled ? compileCatalog(messages) : messages)};`;
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
