// Vite helper (vite.config.ts): which built files hold which modules, read from the build's
// own manifest once it is written (the service worker's precache list leaves some out).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `defaultOutDir` is the config's build.outDir; `--outDir` (bench:client, the e2e build) overrides it. */
export function builtChunks(defaultOutDir: string) {
  // Where this build writes.
  let builtDir = defaultOutDir;
  const rememberOutDir: Plugin = { name: 'remember-out-dir', configResolved: (config) => void (builtDir = config.build.outDir) };

  /** Built files holding modules whose path matches, read from this build's own manifest. */
  function chunksOf(source: RegExp): Set<string> {
    const manifest = JSON.parse(readFileSync(`${builtDir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
    return new Set(Object.entries(manifest).filter(([key]) => source.test(`/${key}`)).map(([, chunk]) => chunk.file));
  }

  return { rememberOutDir, chunksOf };
}
