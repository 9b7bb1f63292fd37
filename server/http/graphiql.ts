// GraphiQL at /graphql, served by this server (decisions.md 18): Yoga's default page
// loads its code from a CDN and runs inline scripts, which the Content-Security-Policy
// forbids. Its code comes from the @graphql-yoga/render-graphiql package (the same
// GraphiQL, bundled as strings) and goes out as our own files under /graphiql/{hash}/;
// the page itself holds no script, only its options as a JSON data block.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { GraphiQLOptions } from 'graphql-yoga';

interface Assets {
  prefix: string;
  files: Record<string, { type: string; body: string }>;
  gzipped: Map<string, Buffer>;
}

let assets: Promise<Assets> | null = null;

/** The package is 5 MB of strings: loaded on the first GraphiQL request, not at every start. */
function loadAssets(): Promise<Assets> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then(({ css, editorWorkerService, graphqlWorker, js, jsonWorker }) => {
    const prefix = `/graphiql/${createHash('sha256').update(js).update(css).digest('hex').slice(0, 12)}/`;
    // Monaco starts its workers from these same-origin files (not blob: URLs as Yoga's page does).
    const start = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    return '${prefix}' + (label === 'json' || label === 'graphql' ? label : 'editor') + '.worker.js';
  },
};`;
    const render = `YogaGraphiQL.renderYogaGraphiQL(
  document.getElementById('root'),
  JSON.parse(document.getElementById('graphiql-options').textContent),
);`;
    return {
      prefix,
      files: {
        'graphiql.js': { type: 'text/javascript', body: `${start}\n${js};\n${render}\n` },
        'graphiql.css': { type: 'text/css', body: css },
        'editor.worker.js': { type: 'text/javascript', body: editorWorkerService },
        'json.worker.js': { type: 'text/javascript', body: jsonWorker },
        'graphql.worker.js': { type: 'text/javascript', body: graphqlWorker },
      },
      gzipped: new Map(),
    };
  });
  return assets;
}

/** Yoga's `renderGraphiQL`: the page, with options as data (`<` escaped so they cannot end the block). */
export async function renderGraphiQLPage(options: GraphiQLOptions): Promise<string> {
  const { prefix } = await loadAssets();
  const data = JSON.stringify(options ?? {}).replace(/</g, '\\u003c');
  const title = String(options?.title ?? 'GraphiQL').replace(/[<>&"]/g, '');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${prefix}graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${data}</script>
    <script src="${prefix}graphiql.js"></script>
  </body>
</html>`;
}

export const isGraphiQLAsset = (path: string) => path.startsWith('/graphiql/');

/** GET /graphiql/{version}/{file}: immutable (the version is a hash of the code), gzip when accepted. */
export async function serveGraphiQLAsset(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const { prefix, files, gzipped } = await loadAssets();
  const name = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  const file = Object.hasOwn(files, name) ? files[name] : undefined;
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const headers: Record<string, string> = {
    'content-type': `${file.type}; charset=utf-8`,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  let body: Buffer;
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipped.get(name) ?? gzipSync(file.body);
    gzipped.set(name, body);
    headers['content-encoding'] = 'gzip';
  } else {
    body = Buffer.from(file.body);
  }
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
}
