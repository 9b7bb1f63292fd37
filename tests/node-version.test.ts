// A clear word on the wrong Node (issue 30): `npm start` and `npm test` on a Node older
// than the minimum (22.19: issue 42 item 10) stop with one line that says so and how to
// get Node 22, before the app's own scripts print anything. That minimum is the highest
// any installed dependency declares, and package.json, check-node.cjs and README agree. The machines' /usr/bin/node is Node 20; where it is not
// old, the old-Node case is skipped, saying why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// npm's own range reader (a dependency of the tree, untyped here: three calls are used).
const semver = createRequire(import.meta.url)('semver') as {
  validRange(range: string): string | null;
  minVersion(range: string): { major: number; minor: number; version: string } | null;
  satisfies(version: string | { version: string }, range: string): boolean;
};

const OLD_NODE = '/usr/bin/node';
const oldVersion = existsSync(OLD_NODE) ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
const [major = 0, minor = 0] = oldVersion.split('.').map(Number);
const isOld = oldVersion !== '' && (major < 22 || (major === 22 && minor < 19));
const LINE = /^Prayer companion needs Node 22\.19 or later, and this is Node \d+\.\d+\.\d+: run PATH="\$\(scripts\/node22\.sh\):\$PATH" first/;

for (const script of ['start', 'test']) {
  test(`npm ${script} on an old Node stops with one line`, { skip: isOld ? false : `${OLD_NODE} is not older than 22.19`, timeout: 60_000 }, () => {
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

test("engines is the highest minimum an installed dependency declares; check-node.cjs and README say the same", () => {
  const own = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const ours = semver.minVersion(own.engines.node)!;
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
  const narrower: string[] = [];
  for (const [path, info] of Object.entries(lock.packages)) {
    const range = !Array.isArray(info.engines) ? info.engines?.node : undefined;
    if (!path || !range || !semver.validRange(range)) continue;
    // A Node at our minimum must satisfy every dependency that this Node satisfies (npm's EBADENGINE otherwise).
    if (semver.satisfies(process.versions.node, range) && !semver.satisfies(ours, range)) narrower.push(`${path} ${range}`);
  }
  assert.deepEqual(narrower, [], `engines ${own.engines.node} is below what these declare`);
  const minimum = `${ours.major}.${ours.minor}`;
  const tooOld = spawnSync(process.execPath, ['-e', `Object.defineProperty(process.versions, 'node', { value: '${ours.major}.${ours.minor - 1}.0' }); require('./scripts/check-node.cjs')`], { encoding: 'utf8' });
  assert.equal(tooOld.status, 1, 'a Node one minor below is refused');
  assert.ok(tooOld.stderr.startsWith(`Prayer companion needs Node ${minimum} or later`), tooOld.stderr);
  assert.ok(readFileSync('README.md', 'utf8').includes(`Node 22 LTS (${minimum} or later, \`engines\``), 'README names the same minimum');
  assert.match(readFileSync('README.md', 'utf8'), /install-scripts[^.]*allowScripts[^.]*harmless/);
});
