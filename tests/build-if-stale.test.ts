// `npm start` builds only when the build is missing or older than its sources.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CLIENT_INPUTS, isStale } from '../tools/build-if-stale.ts';

const dir = mkdtempSync(join(tmpdir(), 'pc-stale-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);
const output = join(dir, 'dist', 'index.html');
const source = join(dir, 'client', 'src', 'main.tsx');
mkdirSync(join(dir, 'client', 'src'), { recursive: true });
writeFileSync(source, 'x');
at(source, 1_000);

test('no build yet: stale', () => {
  assert.equal(isStale(output, [join(dir, 'client')]), true);
});

test('a build newer than every source: served as is', () => {
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(output, '<html>');
  at(output, 2_000);
  assert.equal(isStale(output, [join(dir, 'client'), join(dir, 'missing.ts')]), false);
});

test('a source edited after the build, however deep: stale', () => {
  const deep = join(dir, 'client', 'src', 'features', 'home', 'Home.tsx');
  mkdirSync(join(dir, 'client', 'src', 'features', 'home'), { recursive: true });
  writeFileSync(deep, 'y');
  at(deep, 3_000);
  assert.equal(isStale(output, [join(dir, 'client')]), true);
});

test('the client build is stale after an edit to a workspace package it bundles (the engine, common)', () => {
  // packages/ was not among the inputs: an edit to the engine alone left npm start serving the old build.
  const engine = join(dir, 'packages', 'prayer-engine', 'src', 'compute.ts');
  mkdirSync(join(dir, 'packages', 'prayer-engine', 'src'), { recursive: true });
  writeFileSync(engine, 'z');
  at(engine, 4_000);
  utimesSync(output, 3_500, 3_500);
  const inputs = CLIENT_INPUTS.map((input) => join(dir, input));
  assert.equal(isStale(output, inputs), true);
});
