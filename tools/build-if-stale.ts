// `npm start` serves the existing build when it is newer than everything it is
// built from, and builds only when it is missing or stale. The Prisma client is
// generated the same way (the server cannot start without it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Newest modification time under `paths` (files or folders, recursively); 0 when none exists. */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules') visit(join(path, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output: string, inputs: string[]): boolean {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);
}

/** What the client build reads: its sources, the workspace packages it bundles (the engine, common), vite.config.ts and its plugins (tools/vite/). */
export const CLIENT_INPUTS = ['client', 'packages', 'vite.config.ts', 'tools/vite', 'package-lock.json'];
export const PRISMA_INPUTS = ['prisma/schema.prisma', 'package-lock.json'];

function run(script: string) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (isStale('prisma/generated/client/client.ts', PRISMA_INPUTS)) run('generate');
  if (isStale('dist/index.html', CLIENT_INPUTS)) run('build');
  else console.log('dist/ is newer than the client sources: serving it as built');
}
