// First-load size of a route: the entry chunk plus everything it imports statically
// (transitively), and the CSS those chunks pull in, gzip-compressed as served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FirstLoad {
  js: { file: string; gzip: number }[];
  css: { file: string; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
  lazyChunks: number;
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export function firstLoad(distDir: string, entryKey = 'index.html'): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entryKey);
  const chunks = [...seen].map((key) => manifest[key]!);
  const js = chunks.map((c) => ({ file: c.file, gzip: gzipSize(join(distDir, c.file)) }));
  const cssFiles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const css = cssFiles.map((file) => ({ file, gzip: gzipSize(join(distDir, file)) }));
  const lazyChunks = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !seen.has(keyOf(manifest, c))).length;
  return {
    js,
    css,
    jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
    cssGzip: css.reduce((sum, f) => sum + f.gzip, 0),
    lazyChunks,
  };
}

function keyOf(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk): string {
  return Object.keys(manifest).find((k) => manifest[k] === chunk) ?? '';
}
