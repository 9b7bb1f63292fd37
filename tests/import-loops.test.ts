// Rooms that do not loop (issue 41 item 5): no import cycle between the areas
// of server/domain (one folder each: prayers may read days/, ledger may read
// days/, but no area may reach back to one that reads it), no domain file
// imports server/context.ts, and no import cycle between any two files of the
// client, the server and packages/, type-only and dynamic imports included.
// This walks the import lines itself (a few ms, no parser); it replaced ESLint's
// import-x/no-cycle, which took 45% of the lint's time (17.5 s of 39 s) to find the same
// loops between files (BENCHMARKS.md, 'Batches').
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';

const root = process.cwd();
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function tsFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path, { tests });
    return /\.tsx?$/.test(name) && (tests || !name.endsWith('.test.ts')) ? [path] : [];
  });
}

/** The files a file imports by relative path (packages by name are other rooms' business). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s));
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
  const { cycle } = fileCycle([src]);
  assert.equal(cycle, null, `the engine's files import each other in a loop: ${cycle?.map((f) => relative(src, f)).join(' → ')}`);
});

/** A loop of imports between the files under `dirs`, or null. */
function fileCycle(dirs: string[]): { cycle: string[] | null; graph: Map<string, Set<string>>; files: string[] } {
  const files = dirs.flatMap((dir) => tsFiles(dir, { tests: true }));
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, new Set(importsOf(file).filter((target) => known.has(target)))]));
  return { cycle: findCycle(graph), graph, files };
}

test('a loop between two files is found: static, type-only or dynamic', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
  try {
    const shapes = [
      ["import { b } from './b.ts';\nexport const a = () => b;\n", "import { a } from './a.ts';\nexport const b = () => a;\n"],
      ["import type { B } from './b.ts';\nexport type A = B[];\n", "export type { A as B } from './a.ts';\n"],
      ["export const a = () => import('./b.tsx');\n", "import {\n  a,\n} from './a.ts';\nexport const b = a;\n"],
    ];
    for (const [a, b] of shapes) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      writeFileSync(join(dir, 'a.ts'), a!);
      writeFileSync(join(dir, b!.includes('import {\n') ? 'b.tsx' : 'b.ts'), b!);
      assert.ok(fileCycle([dir]).cycle, a);
    }
    writeFileSync(join(dir, 'b.tsx'), 'export const b = 1;\n');
    assert.equal(fileCycle([dir]).cycle, null, 'no loop once b imports nothing');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no import cycle between any two files of client/src, server and packages/ (tests and scripts included)', () => {
  const { cycle, graph, files } = fileCycle([join(root, 'client', 'src'), join(root, 'server'), join(root, 'packages')]);
  assert.equal(cycle, null, `files import each other in a loop: ${cycle?.map((f) => relative(root, f)).join(' → ')}`);
  assert.ok(files.length > 300, 'the walk found the files');
  const app = join(root, 'client', 'src', 'app', 'router.tsx');
  assert.ok((graph.get(app)?.size ?? 0) > 3, 'the walk follows the client\'s imports');
});
