// `npm run hijri:announce` (issue 32): loads a year from a file through the
// running server's API with the operator token; a refused entry is reported
// and makes the exit code 1, the others are recorded.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { bootServer, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);
let server: TestServer;
before(async () => {
  server = await bootServer('pglite', { operatorToken: 'script-token' });
});
after(() => server.stop());

const announce = (args: string[], token = 'script-token') =>
  run(process.execPath, ['scripts/hijri-announce.ts', ...args], {
    env: { ...process.env, OPERATOR_TOKEN: token, HIJRI_API_URL: server.url },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

test('a whole year from a file: good entries recorded, a bad one reported with exit code 1', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hijri-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'tr-1448.json');
  writeFileSync(file, JSON.stringify([
    { country: 'TR', month: '1448-09', start: '2027-02-09' },
    { country: 'TR', month: '1448-10', start: '2027-03-10' },
    { country: 'TR', month: '1448-12', start: '2027-06-30' },
  ]));
  const result = await announce(['--file', file]);
  assert.equal(result.code, 1);
  assert.match(result.stdout, /TR 1448-09: 2027-02-09 recorded/);
  assert.match(result.stderr, /TR 1448-12: 400 start must be within 2 days/);
  const rows = await server.db.prisma.hijriAnnouncement.findMany({ orderBy: { month: 'asc' } });
  assert.deepEqual(rows.map((r) => [r.month, r.start]), [['1448-09', '2027-02-09'], ['1448-10', '2027-03-10']]);
});

test('one month from the command line; a wrong token is refused', async () => {
  const ok = await announce(['--country', 'id', '--month', '1448-09', '--start', '2027-02-08']);
  assert.equal(ok.code, 0, ok.stderr);
  const wrong = await announce(['--country', 'ID', '--month', '1448-10', '--start', '2027-03-09'], 'nope');
  assert.equal(wrong.code, 1);
  assert.match(wrong.stderr, /403/);
  assert.equal(await server.db.prisma.hijriAnnouncement.count({ where: { country: 'ID' } }), 1);
});
