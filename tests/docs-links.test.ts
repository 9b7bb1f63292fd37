// Every relative link in README.md and docs/*.md, and every repository path
// they name in backticks, exists: the docs stay true to the tree.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';

const docs = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
// Top-level folders of the repository: a backticked path starting with one of them is a file path.
const ROOTS = ['client/', 'server/', 'packages/', 'tests/', 'scripts/', 'tools/', 'bench/', 'prisma/', 'deploy/', 'docs/', '.ci/'];
// Paths the docs write relative to a folder they are about.
const BASES: Record<string, string> = {
  'features/': 'client/src/',
  'shared/': 'client/src/',
  'app/': 'client/src/',
  'habous/': 'packages/prayer-engine/fixtures/',
  'official/': 'packages/prayer-engine/fixtures/',
};
// Made by the build or at run time, not kept in git.
const GENERATED = ['prisma/generated', 'client/src/gql', 'dist', '.tmp', 'data'];

function links(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((target) => target && !/^[a-z]+:/i.test(target));
}

function namedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[.,:;]$/, ''))
    .map((p) => {
      const base = Object.keys(BASES).find((b) => p.startsWith(b));
      return base ? BASES[base] + p : p;
    })
    .filter((p) => ROOTS.some((root) => p.startsWith(root)))
    .filter((p) => !/[*{}<>$]|\.\.\./.test(p) && !GENERATED.some((g) => p.startsWith(g)))
    .map((p) => p.replace(/:\d+$/, '').replace(/\(.*$/, ''));
}

for (const file of docs) {
  test(`${file}: its relative links exist`, () => {
    const missing = links(file).filter((target) => !existsSync(normalize(join(dirname(file), decodeURIComponent(target)))));
    assert.deepEqual(missing, []);
  });
  test(`${file}: the repository paths it names exist`, () => {
    const missing = namedPaths(file).filter((path) => !existsSync(path));
    assert.deepEqual(missing, []);
  });
}
