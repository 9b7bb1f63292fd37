// Serves the built client: files from dist/, and index.html for every other GET
// that is not an API path (SPA fallback, including /u/{linkId}/...).
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function staticHandler(dir: string) {
  const root = resolve(dir);
  const indexFile = join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path));
    let target = indexFile;
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) target = file;
    else if (extname(path) && path !== '/' && !path.startsWith('/u/')) return notFound(res);
    if (!existsSync(target)) return notFound(res);
    const immutable = target.includes(`${join(root, 'assets')}`);
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
    return true;
  };
}

function notFound(res: ServerResponse): boolean {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  return true;
}
