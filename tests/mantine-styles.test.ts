// Mantine's styles are imported per component (client/src/styles/): Home's first paint
// loads only what it renders, the other screens the rest. This test fails when a
// component is used without its stylesheet, when a stylesheet is in the wrong list, or
// when the order differs from Mantine's full stylesheet (later rules win ties).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const mantine = join(root, 'node_modules/@mantine/core');
const esm = join(mantine, 'esm');
const stylesDir = join(mantine, 'styles');
const BASE = ['baseline', 'default-css-variables', 'global'];

/** Stylesheet names Mantine ships: Button, Checkbox, CheckboxIndicator… */
const sheets = new Set(
  readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -4)),
);

function filesUnder(dir: string, match: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, match);
    return match.test(name) ? [path] : [];
  });
}

/** A component's folder: esm/components/X or esm/utils/X. */
function folderOf(name: string): string | null {
  for (const base of ['components', 'utils']) {
    const path = join(esm, base, name);
    if (existsSync(path)) return path;
  }
  return null;
}

/**
 * The stylesheets a component needs: its own, those of components nested in its folder
 * (Checkbox → CheckboxIndicator), and those of every component its code imports.
 */
function closure(names: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const folder = folderOf(name);
    if (!folder) return;
    for (const file of filesUnder(folder, /\.mjs$/)) {
      for (const sub of relative(folder, dirname(file)).split('/')) if (sheets.has(sub)) seen.add(sub);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from "(\.\.?\/[^"]+)"/g)) {
        const target = relative(esm, resolve(dirname(file), spec!)).split('/');
        if (target[0] === 'components' || target[0] === 'utils') visit(target[1]!);
      }
    }
  };
  for (const name of names) visit(name);
  return new Set([...seen].filter((n) => sheets.has(n)));
}

/** Component folders by exported name (Group → Group, Radio.Card is used as Radio). */
const folderByExport = new Map<string, string>();
for (const base of ['components', 'utils']) {
  for (const folder of readdirSync(join(esm, base))) {
    const index = join(esm, base, folder, 'index.mjs');
    folderByExport.set(folder, folder);
    if (!existsSync(index)) continue;
    for (const [, list] of readFileSync(index, 'utf8').matchAll(/export \{([^}]+)\}/g)) {
      for (const item of list!.split(',')) {
        const exported = item.trim().split(/\s+as\s+/).pop()!;
        if (exported) folderByExport.set(exported, folder);
      }
    }
  }
}

const clientDir = join(root, 'client/src');
const sourceFiles = filesUnder(clientDir, /\.tsx?$/).filter((f) => !f.includes('/gql/'));

function mantineComponentsIn(file: string): string[] {
  const match = /import \{([^}]+)\} from '@mantine\/core'/.exec(readFileSync(file, 'utf8'));
  if (!match) return [];
  return match[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[A-Z]/.test(s))
    .map((s) => folderByExport.get(s))
    .filter((s): s is string => Boolean(s));
}

/** Source files reached from main.tsx by static imports: what Home's first load runs. */
function firstLoadFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = resolve(dirname(file), spec!);
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(join(clientDir, 'main.tsx'));
  return [...seen];
}

/** The stylesheets a module of client/src/styles imports, in order. */
function imported(file: string): string[] {
  const text = readFileSync(join(clientDir, 'styles', file), 'utf8');
  return [...text.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((m) => m[1]!);
}

// Position of each stylesheet in Mantine's full sheet: the order the components expect.
const fullSheet = readFileSync(join(mantine, 'styles.css'), 'utf8');
const position = (name: string) => fullSheet.indexOf(readFileSync(join(stylesDir, `${name}.css`), 'utf8').slice(0, 200));

const firstPaint = imported('firstPaint.ts');
const screens = imported('screens.ts');

test('Home loads the base layers and the stylesheets of everything its first load renders', () => {
  assert.deepEqual(firstPaint.slice(0, 3), BASE);
  const needed = closure(firstLoadFiles().flatMap(mantineComponentsIn));
  const missing = [...needed].filter((n) => !firstPaint.includes(n));
  assert.deepEqual(missing, [], 'used on first load without their stylesheet in styles/firstPaint.ts');
});

test('every other component used has its stylesheet in the screens module, not twice', () => {
  const needed = closure([...sourceFiles.flatMap(mantineComponentsIn), 'Notification']);
  const missing = [...needed].filter((n) => !firstPaint.includes(n) && !screens.includes(n));
  assert.deepEqual(missing, [], 'used without their stylesheet in styles/screens.ts');
  assert.deepEqual(screens.filter((n) => firstPaint.includes(n)), [], 'already loaded with the first paint');
  assert.match(readFileSync(join(clientDir, 'styles/screens.ts'), 'utf8'), /import '@mantine\/notifications\/styles\.css';/);
});

test('the stylesheets come in the order of Mantine\'s full sheet', () => {
  for (const list of [firstPaint, screens]) {
    for (const name of list) assert.ok(position(name) >= 0, `${name} not found in styles.css`);
    const sorted = [...list].sort((a, b) => position(a) - position(b));
    assert.deepEqual(list, sorted);
  }
});

test('every lazily loaded screen and sheet imports the screens\' styles', () => {
  // Lazy modules that render Mantine components themselves; the others (Apollo's provider,
  // Home's server-backed parts) render only what Home's first paint already styles.
  const lazyTargets = sourceFiles
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+\.tsx)'\)/g)].map((m) => resolve(dirname(file), m[1]!)))
    .filter((target) => /from '@mantine\//.test(readFileSync(target, 'utf8')));
  assert.ok(lazyTargets.length >= 7, 'the screens, sheets and toasts are found');
  for (const target of lazyTargets) {
    assert.match(readFileSync(target, 'utf8'), /^import '(\.\.\/)+styles\/screens\.ts';$/m, `${relative(root, target)} does not import styles/screens.ts`);
  }
});
