// Plain aligned text tables for a terminal: numbers right-aligned, text left.
// Cells are text users sent (campaign parameters, event props): a control character is
// printed as its \xHH escape, so no cell can drive the operator's terminal (issue 28).
import { CONTROL_CHARACTERS } from '../../validation/clean-text.ts';

export type Cell = string | number;

const escapeControls = (text: string) =>
  text.replace(CONTROL_CHARACTERS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

const shown = (cell: Cell | undefined): Cell => (typeof cell === 'string' ? escapeControls(cell) : (cell ?? ''));

export function textTable(headers: string[], body: Cell[][]): string {
  const rows = body.map((row) => row.map(shown));
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number'));
  const line = (cells: Cell[]) =>
    cells
      .map((cell, i) => (numeric[i] ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(headers), widths.map((w) => '-'.repeat(w)).join('  ')];
  if (rows.length === 0) out.push('(none)');
  for (const row of rows) out.push(line(row));
  return out.join('\n');
}
