// Vite plugin (vite.config.ts): each `graphql(`…`)` call in the client becomes an import of
// its one generated document, so a chunk carries only the documents it uses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const generatedDocuments = fileURLToPath(new URL('../../client/src/gql/graphql.ts', import.meta.url));

/**
 * What codegen's babel/swc plugin does, for rolldown: each `graphql(`…`)` call becomes an
 * import of that one document. Without it, gql.ts's map of every document lands in the
 * first-load chunk; importing from gql/graphql.ts instead would still put every document
 * in one shared chunk (a module is never split). So each document is served as its own
 * small module, copied from gql/graphql.ts, and ships in the chunk that uses it. The
 * document objects are the generated ones, so behaviour is identical.
 *
 * A document imported by name from gql/graphql.ts (the sign-in takes its four that way, to
 * print them without Apollo) is served the same way: rolldown kept every document of that
 * module once one was imported, 82 documents in Home's first load (6.5 kB gzip).
 */
export function graphqlDocumentImports(): Plugin {
  // A plain template literal: `$` allowed (variables), `${` not (interpolation).
  const call = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
  // `import { ADocument, type AQuery } from '../../gql/graphql.ts';` (values, not `import type`).
  const namedImport = /^import \{([^}]*)\} from '([^']*\/gql\/graphql(?:\.ts)?)';$/gm;
  const prefix = 'virtual:graphql-document/';
  let documents = new Map<string, string>();
  return {
    name: 'graphql-document-imports',
    apply: 'build',
    // Before TypeScript is stripped, on the source as written.
    enforce: 'pre',
    buildStart() {
      const generated = readFileSync(generatedDocuments, 'utf8');
      const line = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
      documents = new Map([...generated.matchAll(line)].map((m) => [m[1]!, m[2]!]));
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load: (id) => (id.startsWith(`\0${prefix}`) ? `export default ${documents.get(id.slice(prefix.length + 1))};` : null),
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || id.includes('/client/src/gql/')) return null;
      if (!code.includes('graphql(`') && !code.includes('/gql/graphql')) return null;
      const imports = new Set<string>();
      const out = code.replace(call, (whole, source: string) => {
        const head = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!head) return whole;
        const name = head[1] === 'fragment' ? `${head[2]}FragmentDoc` : `${head[2]}Document`;
        if (!documents.has(name)) return whole;
        imports.add(name);
        return `__gqlDoc_${name}`;
      });
      const named = out.replace(namedImport, (whole, list: string, from: string) => {
        const names = list.split(',').map((s) => s.trim()).filter(Boolean);
        const values = names.filter((n) => !n.startsWith('type ') && documents.has(n));
        if (values.length === 0) return whole;
        const rest = names.filter((n) => !values.includes(n));
        return [
          ...values.map((n) => `import ${n} from '${prefix}${n}';`),
          ...(rest.length ? [`import { ${rest.join(', ')} } from '${from}';`] : []),
        ].join('\n');
      });
      if (imports.size === 0 && named === out) return null;
      const lines = [...imports].map((n) => `import __gqlDoc_${n} from '${prefix}${n}';`);
      // The import of graphql() itself would otherwise keep gql.ts (and its map) alive.
      const rest = named.includes('graphql(') ? named : named.replace(/^import \{ graphql \} from '[^']*\/gql\/(?:gql|index)(?:\.ts)?';$/m, '');
      return { code: `${lines.join('\n')}\n${rest}`, map: null };
    },
  };
}
