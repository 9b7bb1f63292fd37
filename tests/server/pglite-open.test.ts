// The embedded database's data folder: made by initdb in a child process into a staging
// folder renamed into place, opened with the small buffer pool, and never made over a
// folder that already holds something else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPGlite } from '../../server/db/pglite.ts';

test('a new data folder is made whole, runs with a 16 MB buffer pool and keeps what it stored', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'pglite-open-'));
  t.after(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = join(parent, 'data');
  const db = await openPGlite(dataDir);
  assert.ok(existsSync(join(dataDir, 'PG_VERSION')), 'PG_VERSION written');
  assert.deepEqual(readdirSync(parent), ['data'], 'no staging folder left beside it');
  const shown = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
  assert.equal(shown.rows[0]!.shared_buffers, '16MB');
  await db.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
  await db.close();

  const reopened = await openPGlite(dataDir);
  const rows = await reopened.query<{ v: string }>('SELECT v FROM kept');
  assert.deepEqual(rows.rows, [{ v: 'still here' }]);
  await reopened.close();
});

test('a folder that holds other files is not turned into a database', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'pglite-open-'));
  t.after(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = join(parent, 'data');
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'notes.txt'), 'mine');
  await assert.rejects(openPGlite(dataDir));
  assert.deepEqual(readdirSync(dataDir), ['notes.txt'], 'the folder is untouched');
  assert.equal(readFileSync(join(dataDir, 'notes.txt'), 'utf8'), 'mine');
  assert.deepEqual(readdirSync(parent), ['data'], 'no staging folder left beside it');
});
