// The embedded database. PGlite runs PostgreSQL single-user inside WebAssembly; two of its
// defaults cost an always-on app most of its memory, so they are changed here:
// - shared_buffers is 128 MB, a server's buffer cache, touched as pages are read and never
//   given back. Table and WAL files are read and written through the operating system,
//   whose page cache does the caching a small app needs: 16 MB (2,048 pages) is plenty.
// - A new data folder is made by running initdb in a second WebAssembly instance, whose
//   memory (about 300 MiB at its peak) stays resident after it is closed until a full GC
//   that an idle server never runs. The folder is made in a short-lived child process
//   instead, into a temporary sibling renamed into place, so a first start killed half-way
//   leaves no half-made database behind.
// Durability is unchanged: as with PGlite's defaults, every commit is written to the data
// folder's files before it returns (PGlite runs with -F, so a killed process loses nothing;
// the operating system flushes its cache to disk).
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';

const EMBEDDED_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB'];
const INITDB_SCRIPT = fileURLToPath(new URL('./pglite-initdb.ts', import.meta.url));

export async function openPGlite(dataDir: string): Promise<PGlite> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialiseDataDir(resolve(dataDir));
  return PGlite.create(dataDir, {
    // Mosque search orders by distance in a GiST index of cube points (migration 20261126070001).
    extensions: { cube },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
}

async function initialiseDataDir(dataDir: string): Promise<void> {
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.initdb-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await new Promise<void>((done, fail) => {
      // The child gets this process's Node flags (so it loads TypeScript the same way) but not
      // the test runner's: a test process that runs several files (tools/test-runner) has
      // --test among them, which would make the child a test runner of its arguments.
      const execArgv = process.execArgv.filter((flag) => !/^--(experimental-)?test\b/.test(flag));
      const child = fork(INITDB_SCRIPT, [staging], { stdio: 'inherit', execArgv });
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`initdb for ${dataDir} exited with ${code}`))));
    });
    // rename() replaces an empty folder in one step; a non-empty one is not a database to overwrite.
    mkdirSync(dataDir, { recursive: true });
    renameSync(staging, dataDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
