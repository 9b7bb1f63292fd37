// A clear word on the wrong Node (issue 30): `npm start` and `npm test` on a Node older
// than 22.12 stop with one line that says so and how to get Node 22, before the app's
// own scripts print anything. The machines' /usr/bin/node is Node 20; where it is not
// old, the old-Node case is skipped, saying why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const OLD_NODE = '/usr/bin/node';
const oldVersion = existsSync(OLD_NODE) ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
const [major = 0, minor = 0] = oldVersion.split('.').map(Number);
const isOld = oldVersion !== '' && (major < 22 || (major === 22 && minor < 12));
const LINE = /^Prayer companion needs Node 22\.12 or later, and this is Node \d+\.\d+\.\d+: run PATH="\$\(scripts\/node22\.sh\):\$PATH" first/;

for (const script of ['start', 'test']) {
  test(`npm ${script} on an old Node stops with one line`, { skip: isOld ? false : `${OLD_NODE} is not older than 22.12`, timeout: 60_000 }, () => {
    // npm itself and every `node` it starts come from /usr/bin, as on a machine without Node 22.
    const run = spawnSync('npm', [script], { encoding: 'utf8', env: { ...process.env, PATH: `/usr/bin:${process.env.PATH}` } });
    assert.notEqual(run.status, 0);
    const errorLines = run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm '));
    assert.equal(errorLines.length, 1, run.stderr);
    assert.match(errorLines[0]!, LINE);
    assert.ok(errorLines[0]!.includes(oldVersion));
    // Nothing of the app ran: only npm's own echo of the script it starts.
    const output = run.stdout.split('\n').filter((l) => l.trim() && !l.startsWith('> '));
    assert.deepEqual(output, []);
  });
}

test('the check is silent on this Node', () => {
  const run = spawnSync(process.execPath, ['scripts/check-node.cjs'], { encoding: 'utf8' });
  assert.equal(run.status, 0);
  assert.equal(run.stdout + run.stderr, '');
});
