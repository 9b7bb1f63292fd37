// Serves the built client: files from dist/, and index.html for every other GET
// that is not an API path (SPA fallback, including /u/{linkId}/...).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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

// Text files go out compressed when the browser accepts it: the client's JS and CSS shrink
// to about a third, which is most of a phone's first-load time. Brotli copies made at build
// time (`file.br`, see tools/vite/precompress.ts) are preferred, gzip otherwise. Either
// body is made once per version of the file and kept (the build is a few MB at most).
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
const compressed = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

/** `make()` once per encoding and version (mtime, size) of the file; null (not kept) when it can't be made. */
function encodedOnce(file: string, encoding: 'br' | 'gzip', make: () => Buffer | null): Buffer | null {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}`;
  const cached = compressed.get(key);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = make();
  if (body) compressed.set(key, { mtimeMs, size, body });
  return body;
}

/** The build's Brotli copy of a file, unless missing or older than the file itself. */
function brotliCopy(file: string): Buffer | null {
  const copy = `${file}.br`;
  if (!existsSync(copy) || statSync(copy).mtimeMs < statSync(file).mtimeMs) return null;
  return readFileSync(copy);
}

/** The encoding to send a compressible file in: Brotli, gzip or none. */
function encodingFor(file: string, acceptEncoding: string): { name: 'br' | 'gzip'; body: Buffer } | null {
  const brotli = /\bbr\b/.test(acceptEncoding) ? encodedOnce(file, 'br', () => brotliCopy(file)) : null;
  if (brotli) return { name: 'br', body: brotli };
  if (/\bgzip\b/.test(acceptEncoding)) return { name: 'gzip', body: encodedOnce(file, 'gzip', () => gzipSync(readFileSync(file)))! };
  return null;
}

/** The path as a file name: null when its percent-encoding is malformed or it holds a NUL. */
function decodedPath(url: string | undefined): string | null {
  try {
    const path = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null; // URIError: '%', '%zz', a truncated UTF-8 sequence
  }
}

/** Whether `file` lies inside `root` (not `root` itself): a real check, not a string prefix. */
function inside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

// Build files that are for developers and tools, not browsers: source maps (the original
// source) and Vite's manifest (the source tree's layout). They stay in dist/ for stack
// traces and scripts; the service worker reads precache.json instead.
const privateFile = (path: string) => path.endsWith('.map') || path.startsWith('/.vite/');

export function staticHandler(dir: string) {
  const root = resolve(dir);
  const indexFile = join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = decodedPath(req.url);
    if (path === null) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: the path is not valid URL encoding');
      return true;
    }
    if (privateFile(path)) return notFound(res);
    const file = resolve(root, `.${path}`);
    let target = indexFile;
    if (inside(root, file) && existsSync(file) && statSync(file).isFile()) target = file;
    else if (extname(path) && path !== '/' && !path.startsWith('/u/')) return notFound(res);
    if (!existsSync(target)) return notFound(res);
    const immutable = target.includes(`${join(root, 'assets')}`);
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(extname(target))) {
      headers.vary = 'accept-encoding';
      const encoded = encodingFor(target, String(req.headers['accept-encoding'] ?? ''));
      if (encoded) {
        res.writeHead(200, { ...headers, 'content-encoding': encoded.name, 'content-length': String(encoded.body.length) });
        res.end(req.method === 'HEAD' ? undefined : encoded.body);
        return true;
      }
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
    return true;
  };
}

function notFound(res: ServerResponse): boolean {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  return true;
}
