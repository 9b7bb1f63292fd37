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
 */
export function graphqlDocumentImports(): Plugin {
  // A plain template literal: `$` allowed (variables), `${` not (interpolation).
  const call = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
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
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || id.includes('/client/src/gql/') || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const out = code.replace(call, (whole, source: string) => {
        const head = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!head) return whole;
        const name = head[1] === 'fragment' ? `${head[2]}FragmentDoc` : `${head[2]}Document`;
        if (!documents.has(name)) return whole;
        imports.add(name);
        return `__gqlDoc_${name}`;
      });
      if (imports.size === 0) return null;
      const lines = [...imports].map((n) => `import __gqlDoc_${n} from '${prefix}${n}';`);
      // The import of graphql() itself would otherwise keep gql.ts (and its map) alive.
      const rest = out.includes('graphql(') ? out : out.replace(/^import \{ graphql \} from '[^']*\/gql\/(?:gql|index)(?:\.ts)?';$/m, '');
      return { code: `${lines.join('\n')}\n${rest}`, map: null };
    },
  };
}
