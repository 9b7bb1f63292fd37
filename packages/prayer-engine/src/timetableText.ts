// A timetable pasted or read from a CSV file → rows for fitTimetable.
// Accepts what mosques and spreadsheets commonly produce: a header line or
// none, comma, semicolon or tab separated, dates as 2025-01-31, 2025/01/31 or
// (day first) 31/01/2025 and 31.01.2025, times as 05:42 or 5:42 AM.
import { TimetableError, type TimetableRow } from './timetableRows.ts';

type Column = keyof TimetableRow;

// Header words per column, lower case (common spellings and transliterations).
const HEADER_WORDS: Record<Column, readonly string[]> = {
  date: ['date', 'day', 'datum', 'tarih', 'tanggal', 'tarikh'],
  fajr: ['fajr', 'fajar', 'subuh', 'subh', 'imsak', 'sobh', 'sabah'],
  sunrise: ['sunrise', 'shuruq', 'shurooq', 'syuruk', 'terbit', 'shorouq', 'chourouk', 'gunes', 'soloppgang'],
  dhuhr: ['dhuhr', 'zuhr', 'zohr', 'duhr', 'dhuhur', 'zuhur', 'zohor', 'zuhor', 'dzuhur', 'ogle', 'dhohr'],
  asr: ['asr', 'asar', 'ashar', 'ikindi'],
  maghrib: ['maghrib', 'magrib', 'maghreb', 'aksam'],
  isha: ['isha', 'isya', 'ishaa', 'isyak', 'yatsi', 'icha'],
};

// Without a header: date and the six times, or date and the five prayers.
const ORDER_7: readonly Column[] = ['date', 'fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];
const ORDER_6: readonly Column[] = ['date', 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A date cell → 'YYYY-MM-DD' (not checked for being a real day), or null. */
export function normalizeDateCell(cell: string): string | null {
  const s = cell.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return `${m[1]}-${pad2(Number(m[2]))}-${pad2(Number(m[3]))}`;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) return `${m[3]}-${pad2(Number(m[2]))}-${pad2(Number(m[1]))}`;
  return null;
}

/** A time cell → 'HH:MM' (24-hour), or the cell unchanged when it is not a time we know. */
export function normalizeTimeCell(cell: string): string {
  const s = cell.trim();
  const m = /^(\d{1,2})[:.h](\d{2})(?::\d{2})?\s*([ap])\.?\s*m?\.?$/i.exec(s);
  if (m) {
    const hour = Number(m[1]);
    if (hour < 1 || hour > 12) return s;
    const pm = m[3]!.toLowerCase() === 'p';
    return `${pad2((hour % 12) + (pm ? 12 : 0))}:${m[2]}`;
  }
  const h24 = /^(\d{1,2})[:.h](\d{2})(?::\d{2})?$/.exec(s);
  return h24 ? `${pad2(Number(h24[1]))}:${h24[2]}` : s;
}

function splitLine(line: string): string[] {
  const sep = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  return line.split(sep).map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim());
}

function headerColumns(cells: string[]): (Column | null)[] | null {
  const columns = cells.map((cell) => {
    const word = cell
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    return (Object.keys(HEADER_WORDS) as Column[]).find((c) => HEADER_WORDS[c].includes(word)) ?? null;
  });
  const required: Column[] = ['date', 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];
  return required.every((c) => columns.includes(c)) ? columns : null;
}

/**
 * Rows of a pasted or uploaded timetable. Throws TimetableError (message for
 * the user) when the text has no header we understand and its lines are not
 * date + six or seven times. Rows themselves are checked by fitTimetable.
 */
export function parseTimetableText(text: string): TimetableRow[] {
  const lines = String(text ?? '')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, i) => ({ number: i + 1, cells: splitLine(line) }))
    .filter((l) => l.cells.some((c) => c !== ''));
  if (!lines.length) throw new TimetableError('Paste a timetable or choose a CSV file first.', { code: 'noText' });

  let columns: readonly (Column | null)[];
  let body = lines;
  const first = lines[0]!;
  if (normalizeDateCell(first.cells[0] ?? '') === null) {
    const header = headerColumns(first.cells);
    if (!header) {
      throw new TimetableError(
        "The first line is neither a date nor a header with Date, Fajr, Dhuhr, Asr, Maghrib and Isha (e.g. 'date,fajr,sunrise,dhuhr,asr,maghrib,isha').",
        { code: 'badHeader' },
      );
    }
    columns = header;
    body = lines.slice(1);
  } else {
    const width = first.cells.length;
    if (width !== 7 && width !== 6) {
      throw new TimetableError(
        `Line 1 has ${width} columns. Without a header, give date, Fajr, Sunrise, Dhuhr, Asr, Maghrib, Isha (or the same without Sunrise).`,
        { code: 'badColumns', line: 1, columns: width },
      );
    }
    columns = width === 7 ? ORDER_7 : ORDER_6;
  }

  return body.map(({ number, cells }) => {
    const row: Partial<Record<Column, string>> = {};
    columns.forEach((column, i) => {
      if (!column) return;
      const cell = cells[i] ?? '';
      if (column === 'date') {
        const date = normalizeDateCell(cell);
        if (!date) throw new TimetableError(`Line ${number}: '${cell}' is not a date like 2025-01-31.`, { code: 'badDateCell', line: number, value: cell });
        row.date = date;
      } else if (!(column === 'sunrise' && cell === '')) {
        row[column] = normalizeTimeCell(cell);
      }
    });
    return row as TimetableRow;
  });
}
