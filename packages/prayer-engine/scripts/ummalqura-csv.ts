// Node-only: reads the vendored Umm al-Qura day table
// (fixtures/ummalqura-calendar.csv.gz, origin in fixtures/SOURCES.md).
// Used by the tests and the scripts; the app never imports this file.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const UMM_AL_QURA_CSV = new URL('../fixtures/ummalqura-calendar.csv.gz', import.meta.url);

export interface CsvDay {
  gregorian: string; // YYYY-MM-DD
  hy: number;
  hm: number;
  hd: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every row of the table, in file order (one per day, 1343-01-01 AH = 1924-08-01 onwards). */
export function readUmmAlQuraCsv(): CsvDay[] {
  const text = gunzipSync(readFileSync(UMM_AL_QURA_CSV)).toString('utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header !== 'rjd,hy,hm,hd,gy,gm,gd') throw new Error(`unexpected CSV header ${header}`);
  return lines.map((line) => {
    const [, hy, hm, hd, gy, gm, gd] = line.split(',').map(Number) as number[];
    return { gregorian: `${gy}-${pad(gm!)}-${pad(gd!)}`, hy: hy!, hm: hm!, hd: hd! };
  });
}
