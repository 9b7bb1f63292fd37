// Plain aligned text tables for a terminal: numbers right-aligned, text left.

export type Cell = string | number;

export function textTable(headers: string[], rows: Cell[][]): string {
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
