// Rooms that do not loop (issue 41 item 5): no import cycle between the areas
// of server/domain (one folder each: prayers may read days/, ledger may read
// days/, but no area may reach back to one that reads it), no domain file
// imports server/context.ts, and no import cycle between the engine's files,
// type-only imports included. ESLint's import-x/no-cycle sees files, not
// areas; this walks the import lines itself (a few ms, no parser).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';

const root = process.cwd();
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files a file imports by relative path (packages by name are other rooms' business). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '').filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s));
}

/** A cycle in `graph` as its nodes in order, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

const domain = join(root, 'server', 'domain');
const areaOf = (file: string) => (file.startsWith(domain + sep) ? relative(domain, file).split(sep)[0]! : null);

test('no import cycle between the areas of server/domain', () => {
  const graph = new Map<string, Set<string>>();
  const via = new Map<string, string>();
  for (const file of tsFiles(domain)) {
    const from = areaOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of importsOf(file)) {
      const to = areaOf(target);
      if (!to || to === from) continue;
      graph.get(from)!.add(to);
      via.set(`${from}>${to}`, relative(root, file));
    }
  }
  const cycle = findCycle(graph);
  const edges = cycle?.slice(1).map((to, i) => `${cycle[i]} → ${to} (${via.get(`${cycle[i]}>${to}`)})`);
  assert.equal(cycle, null, `areas import each other in a loop: ${edges?.join(', ')}`);
  assert.ok(graph.size > 10, 'the walk found the areas');
  assert.ok(graph.get('prayers')?.has('days'), 'the walk follows imports');
});

test('no file under server/domain imports server/context.ts', () => {
  const context = join(root, 'server', 'context.ts');
  const importers = tsFiles(domain).filter((file) => importsOf(file).includes(context));
  assert.deepEqual(importers.map((f) => relative(root, f)), []);
});

test("no import cycle between the engine's files, type-only imports included", () => {
  const src = join(root, 'packages', 'prayer-engine', 'src');
  const graph = new Map(tsFiles(src).map((file) => [file, new Set(importsOf(file))]));
  const cycle = findCycle(graph);
  assert.equal(cycle, null, `the engine's files import each other in a loop: ${cycle?.map((f) => relative(src, f)).join(' → ')}`);
});
