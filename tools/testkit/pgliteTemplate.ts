// A migrated PGlite data folder that test servers copy instead of creating their own:
// creating a cluster and migrating it takes about 7 s, copying one takes milliseconds.
// tools/test-runner/run-tests.ts makes one for the whole run and names it in PGLITE_TEMPLATE, so
// the 40-odd test files (each its own process) share it; a file run on its own makes
// one for its process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/connect.ts';

export const PGLITE_TEMPLATE_ENV = 'PGLITE_TEMPLATE';

/** Creates a migrated PGlite folder, removed when this process exits. */
export async function makePgliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pc-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const db = await openDatabase({ dataDir: dir });
  await db.close();
  return dir;
}

let template: Promise<string> | null = null;

/** This run's template: the runner's when it made one, else one made for this process. */
export function pgliteTemplate(): Promise<string> {
  const shared = process.env[PGLITE_TEMPLATE_ENV];
  template ??= shared ? Promise.resolve(shared) : makePgliteTemplate();
  return template;
}
